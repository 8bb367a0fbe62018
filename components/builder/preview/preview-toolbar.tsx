"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Crosshair, Hand, Redo2, RotateCcw, ScissorsLineDashed, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { previewScale, type ViewCommand } from "@/client/builder/preview-protocol";
import { useBuilderHistory, useBuilderStore, useIsLocked } from "@/client/builder/store";

type Props = {
  view: { scale: number; panMode: boolean };
  pageCount: number | null;
  onCommand: (command: ViewCommand) => void;
  onUndo: () => void;
  onRedo: () => void;
};

function ToolButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant={pressed ? "secondary" : "ghost"}
          size="icon"
          className="size-8"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** The floating toolbar over the preview: history, view and the page-break lines. */
export function PreviewToolbar({ view, pageCount, onCommand, onUndo, onRedo }: Props) {
  const t = useTranslations("builder.preview");
  const canUndo = useBuilderHistory((history) => history.pastStates.length > 0);
  const canRedo = useBuilderHistory((history) => history.futureStates.length > 0);
  const locked = useIsLocked();
  const breakLine = useBuilderStore((state) => state.data?.metadata.page.options.breakLine ?? false);
  const toggleBreakLine = () =>
    useBuilderStore.getState().update((draft) => {
      draft.metadata.page.options.breakLine = !draft.metadata.page.options.breakLine;
    });

  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-4 flex justify-center px-3">
      <div
        role="toolbar"
        aria-label={t("toolbar")}
        className="pointer-events-auto flex max-w-full items-center gap-0.5 overflow-x-auto rounded-full border bg-background/95 px-2 py-1 shadow-lg backdrop-blur"
      >
        <ToolButton label={t("undo")} onClick={onUndo} disabled={locked || !canUndo}>
          <Undo2 className="rtl:-scale-x-100" />
        </ToolButton>
        <ToolButton label={t("redo")} onClick={onRedo} disabled={locked || !canRedo}>
          <Redo2 className="rtl:-scale-x-100" />
        </ToolButton>
        <Separator orientation="vertical" className="mx-1 h-5!" />
        <ToolButton label={t("panMode")} pressed={view.panMode} onClick={() => onCommand("TOGGLE_PAN_MODE")}>
          <Hand />
        </ToolButton>
        <ToolButton
          label={t("zoomOut")}
          onClick={() => onCommand("ZOOM_OUT")}
          disabled={view.scale <= previewScale.min}
        >
          <ZoomOut />
        </ToolButton>
        <output className="min-w-11 text-center text-xs tabular-nums text-muted-foreground" aria-label={t("zoomLevel")}>
          {t("percent", { value: Math.round(view.scale * 100) / 100 })}
        </output>
        <ToolButton label={t("zoomIn")} onClick={() => onCommand("ZOOM_IN")} disabled={view.scale >= previewScale.max}>
          <ZoomIn />
        </ToolButton>
        <ToolButton label={t("resetView")} onClick={() => onCommand("RESET_VIEW")}>
          <RotateCcw />
        </ToolButton>
        <ToolButton label={t("centerView")} onClick={() => onCommand("CENTER_VIEW")}>
          <Crosshair />
        </ToolButton>
        <Separator orientation="vertical" className="mx-1 h-5!" />
        <ToolButton label={t("pageBreaks")} pressed={breakLine} onClick={toggleBreakLine} disabled={locked}>
          <ScissorsLineDashed />
        </ToolButton>
        {pageCount !== null && (
          <span className="hidden px-2 text-xs whitespace-nowrap text-muted-foreground sm:inline">
            {t("pages", { count: pageCount })}
          </span>
        )}
      </div>
    </div>
  );
}

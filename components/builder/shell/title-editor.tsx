"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Pencil } from "lucide-react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Input } from "@/components/ui/input";
import { useBuilderStore, useIsLocked } from "@/client/builder/store";
import { cn } from "@/core/utils/cn";

/**
 * The resume's title in the top bar; a click renames it (saved at once, through the save queue). The
 * page's level-one heading is the title too, for screen readers (the button's own name says "Rename").
 */
export function TitleEditor({ className }: { className?: string }) {
  const t = useTranslations("builder.title");
  const errorMessage = useErrorMessage();
  const title = useBuilderStore((state) => state.meta?.title ?? "");
  const locked = useIsLocked();
  const [draft, setDraft] = useState<string | null>(null);

  const finish = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (!next || next === title) return;
    try {
      await useBuilderStore.getState().saveFields({ title: next });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const heading = <h1 className="sr-only">{title}</h1>;

  if (draft !== null) {
    return (
      <form onSubmit={finish} className={cn("min-w-0", className)}>
        {heading}
        <Input
          autoFocus
          dir="auto"
          aria-label={t("label")}
          value={draft}
          maxLength={255}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void finish()}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              setDraft(null);
            }
          }}
          className="h-8 w-full max-w-72 text-sm font-medium"
        />
      </form>
    );
  }

  return (
    <>
      {heading}
      <button
        type="button"
        disabled={locked}
        onClick={() => setDraft(title)}
        aria-label={t("rename", { title })}
        className={cn(
          "group flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:hover:bg-transparent",
          className,
        )}
      >
        <span dir="auto" className="truncate">
          {title}
        </span>
        {!locked && (
          <Pencil
            aria-hidden="true"
            className="size-3.5 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
          />
        )}
      </button>
    </>
  );
}

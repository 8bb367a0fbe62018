"use client";

import { FileTextIcon, SmartphoneIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { cn } from "@/core/utils/cn";
import { answerEarlyPress } from "@/components/site/early-presses";

type Props = { responsive: ReactNode; page: ReactNode };

/**
 * The two views of a public resume. Phones (below md) start on the responsive HTML, with the printed page
 * one tap away; wider screens show the printed page. Both are server-rendered and chosen by CSS, so the
 * phone's first paint is the resume's own text. The page view mounts again when chosen: a frame laid out
 * while hidden has no size to measure.
 */
export function PublicResumeViews({ responsive, page }: Props) {
  const t = useTranslations("publicResume.views");
  const [view, setView] = useState<"auto" | "page" | "responsive">("auto");
  const options = [
    { value: "responsive", label: t("responsive"), icon: SmartphoneIcon },
    { value: "page", label: t("page"), icon: FileTextIcon },
  ] as const;
  const current = view === "auto" ? "responsive" : view;

  return (
    <>
      <div
        role="group"
        aria-label={t("label")}
        className="mx-auto mb-4 flex w-fit rounded-lg border bg-background p-1 shadow-xs md:hidden"
        data-testid="public-resume-views"
      >
        {options.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={current === value}
            onClick={() => setView(value)}
            ref={answerEarlyPress(() => setView(value))}
            data-early-press=""
            className={cn(
              "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              current === value ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground",
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>
      <div className={cn(view === "auto" ? "md:hidden" : view === "page" ? "hidden" : "")}>{responsive}</div>
      <div
        key={view}
        className={cn(view === "auto" ? "hidden md:block" : view === "page" ? "block" : "hidden")}
        data-testid="public-resume-page-view"
      >
        {page}
      </div>
    </>
  );
}

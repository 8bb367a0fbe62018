"use client";

import { CheckIcon, CrownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { TemplateThumbnail } from "@/components/resumes/template-thumbnail";
import { AtsSafeBadge } from "@/components/template-gallery/ats-safe-badge";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import type { TemplateSuggestion } from "@/core/templates/template-suggestions";
import type { ThumbnailDirection } from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";

type TemplateSuggestionListProps = {
  suggestions: TemplateSuggestion[];
  /** The resume's template: marked "in use" instead of offering it again. */
  current?: string;
  direction?: ThumbnailDirection;
  /** Offers a "Use" button per suggestion; without it the list only shows. */
  onApply?: (template: ResumeTemplateName) => void;
  /** The template being applied (its button waits), or null. */
  pending?: string | null;
};

/**
 * The recommendation card's suggestions (spec §7): thumbnail, name, confidence, the premium marker
 * and each reason in words. Shared by the builder's design panel and the generator's result.
 */
export function TemplateSuggestionList({
  suggestions,
  current,
  direction,
  onApply,
  pending,
}: TemplateSuggestionListProps) {
  const t = useTranslations("templateRecommendation");
  return (
    <ul className="space-y-2">
      {suggestions.map(({ template, confidence, reasons }) => {
        const name = templateDisplayName(template);
        const isCurrent = template === current;
        const { isFree, isAtsSafe } = getTemplateCatalogEntry(template);
        return (
          <li
            key={template}
            data-recommended-template={template}
            className={cn(
              "flex gap-3 rounded-lg border bg-background p-2",
              isCurrent && "border-primary ring-1 ring-primary",
            )}
          >
            <span className="relative block aspect-[1/1.414] w-14 shrink-0 overflow-hidden rounded bg-muted">
              <TemplateThumbnail template={template} className="size-full" direction={direction} />
            </span>
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="text-sm font-medium">{name}</span>
                <Badge variant={confidence === "high" ? "default" : "secondary"} className="text-[0.7rem]">
                  {t(`confidence.${confidence}`)}
                </Badge>
                {isFree ? null : (
                  <Badge className="gap-1 bg-amber-500/95 text-[0.7rem] text-white">
                    <CrownIcon className="size-3" aria-hidden />
                    {t("premium")}
                  </Badge>
                )}
                {isAtsSafe ? <AtsSafeBadge className="text-[0.7rem]" /> : null}
              </div>
              <ul aria-label={t("reasonsLabel", { name })} className="space-y-0.5">
                {reasons.map((reason) => (
                  <li
                    key={reason}
                    data-reason={reason}
                    className="flex items-start gap-1.5 text-xs text-muted-foreground"
                  >
                    <CheckIcon className="mt-0.5 size-3 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                    <span>{t(`reasons.${reason}`)}</span>
                  </li>
                ))}
              </ul>
            </div>
            {onApply ? (
              <div className="flex shrink-0 items-start">
                {isCurrent ? (
                  <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                    {t("current")}
                  </span>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t("applyLabel", { name })}
                    disabled={Boolean(pending)}
                    onClick={() => onApply(template)}
                  >
                    {t("apply")}
                  </Button>
                )}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

"use client";

import { CheckIcon, CrownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { TemplateThumbnail } from "@/components/resumes/template-thumbnail";
import { AtsSafeBadge, AtsSafeNote } from "@/components/template-gallery/ats-safe-badge";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { Badge } from "@/components/ui/badge";
import { selectTemplate } from "@/client/builder/design-rules";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { templateCatalog } from "@/core/templates/catalog";
import { resumeDirection } from "@/core/templates/direction";
import { cn } from "@/core/utils/cn";
import { DesignCard } from "./design-card";
import { TemplateRecommendationCard } from "./template-recommendation-card";

/**
 * The 21 templates with thumbnails, category, premium and ATS-safe markers; choosing one applies the
 * rules of spec §4.
 */
export function TemplateSection() {
  const t = useTranslations("builderDesign.template");
  const current = useResumeData((data) => data.metadata.template);
  // Right-to-left resumes see right-to-left samples (issue 25, item 3).
  const direction = useResumeData((data) => resumeDirection(data.metadata.locale));
  const update = useBuilderStore((state) => state.update);

  return (
    <DesignCard id="design-template" title={t("title")} description={t("description")}>
      <TemplateRecommendationCard />
      <div className="-m-1 max-h-[32rem] overflow-y-auto p-1">
        <ul className="grid grid-cols-2 gap-3 @sm:grid-cols-3 @xl:grid-cols-4">
          {templateCatalog.map((entry) => {
            const isSelected = entry.name === current;
            const name = templateDisplayName(entry.name);
            return (
              <li key={entry.name} className="flex">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  data-template={entry.name}
                  onClick={() => {
                    if (!isSelected) update((draft) => selectTemplate(draft, entry.name));
                  }}
                  className={cn(
                    "group flex h-full w-full flex-col overflow-hidden rounded-lg border bg-background text-start transition-[box-shadow,border-color] outline-none hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-60",
                    isSelected && "border-primary ring-2 ring-primary",
                  )}
                >
                  <span className="relative block aspect-[1/1.414] w-full overflow-hidden bg-muted">
                    <TemplateThumbnail template={entry.name} className="size-full" direction={direction} />
                    {isSelected ? (
                      <span className="absolute end-2 top-2 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow">
                        <CheckIcon className="size-4" aria-hidden />
                      </span>
                    ) : null}
                    {entry.isFree ? null : (
                      <span className="absolute start-2 top-2 flex items-center gap-1 rounded-full bg-amber-500/95 px-2 py-0.5 text-[0.7rem] font-medium text-white shadow">
                        <CrownIcon className="size-3" aria-hidden />
                        {t("premium")}
                      </span>
                    )}
                  </span>
                  <span className="flex flex-col items-start gap-1 p-2">
                    <span className="truncate text-sm font-medium">{name}</span>
                    <span className="flex flex-wrap gap-1">
                      <Badge variant="secondary" className="text-[0.7rem]">
                        {t(`categories.${entry.category}`)}
                      </Badge>
                      {entry.isAtsSafe ? <AtsSafeBadge className="text-[0.7rem]" /> : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <AtsSafeNote className="mt-3" />
      {current === "rhyhorn" ? <p className="mt-3 text-sm text-muted-foreground">{t("pictureHidden")}</p> : null}
    </DesignCard>
  );
}

"use client";

import { SparklesIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { TemplateSuggestionList } from "@/components/template-recommendation/template-suggestion-list";
import { selectTemplate } from "@/client/builder/design-rules";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { resumeDirection } from "@/core/templates/direction";
import { suggestTemplatesForResume } from "@/core/templates/template-suggestions";

/**
 * "Recommended for this resume" (spec §2 design panel, §7 scoring), computed in the browser from the
 * headline and the jobs. Choosing one is the picker's edit: one undoable step, ignored when locked.
 */
export function TemplateRecommendationCard() {
  const t = useTranslations("templateRecommendation");
  const headline = useResumeData((data) => data.basics.headline);
  const jobs = useResumeData((data) => data.sections.experience.items);
  const current = useResumeData((data) => data.metadata.template);
  const direction = useResumeData((data) => resumeDirection(data.metadata.locale));
  const update = useBuilderStore((state) => state.update);
  const suggestions = useMemo(
    () => suggestTemplatesForResume({ basics: { headline }, sections: { experience: { items: jobs } } }),
    [headline, jobs],
  );

  return (
    <section
      aria-labelledby="template-recommendation-heading"
      data-testid="template-recommendation"
      className="mb-4 space-y-3 rounded-lg border border-dashed bg-muted/30 p-3"
    >
      <div className="space-y-0.5">
        <h4 id="template-recommendation-heading" className="flex items-center gap-1.5 text-sm font-semibold">
          <SparklesIcon className="size-4 text-primary" aria-hidden />
          {t("title")}
        </h4>
        <p className="text-xs text-muted-foreground">{t("description")}</p>
      </div>
      <TemplateSuggestionList
        suggestions={suggestions}
        current={current}
        direction={direction}
        onApply={(template) => update((draft) => selectTemplate(draft, template))}
      />
    </section>
  );
}

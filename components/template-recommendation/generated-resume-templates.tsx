"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import type { ResumeTemplateName } from "@/core/resume/schema";
import type { TemplateSuggestion } from "@/core/templates/template-suggestions";
import { setResumeTemplateRequest } from "./set-resume-template";
import { TemplateSuggestionList } from "./template-suggestion-list";

type GeneratedResumeTemplatesProps = {
  resumeId: string;
  /** The template the new resume has now. */
  template: ResumeTemplateName;
  suggestions: TemplateSuggestion[];
  /** Signed in: a suggestion can be set on the new resume; guests only see them. */
  canApply: boolean;
};

/** The generator result's recommendation card: the three templates that suit the new resume, and why. */
export function GeneratedResumeTemplates({ resumeId, template, suggestions, canApply }: GeneratedResumeTemplatesProps) {
  const t = useTranslations("templateRecommendation");
  const errorMessage = useErrorMessage();
  const [current, setCurrent] = useState<string>(template);
  const [pending, setPending] = useState<string | null>(null);

  const apply = async (next: ResumeTemplateName) => {
    setPending(next);
    try {
      await setResumeTemplateRequest(resumeId, next);
      setCurrent(next);
      toast.success(t("applied", { name: templateDisplayName(next) }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  if (suggestions.length === 0) return null;
  return (
    <section
      aria-labelledby="generated-templates-heading"
      data-testid="generator-templates"
      className="space-y-2 rounded-lg border border-dashed bg-muted/30 p-3"
    >
      <h3 id="generated-templates-heading" className="text-sm font-semibold">
        {t("generatorTitle")}
      </h3>
      <TemplateSuggestionList
        suggestions={suggestions}
        current={current}
        onApply={canApply ? (next) => void apply(next) : undefined}
        pending={pending}
      />
      <p className="text-xs text-muted-foreground">{t("generatorHint")}</p>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { config } from "@/lib/config";
import { locales } from "@/core/i18n/locales";
import { getFreeTemplates } from "@/lib/templates/get-free-templates";
import { tokenCosts } from "@/lib/tokens/token-costs";

/** Every question of /faq, in its order (messages `faq.questions`). */
export const faqQuestions = ["free", "guest", "tokens", "languages", "formats", "privacy", "selfHost"] as const;

/**
 * The questions and answers of /faq, or of the landing's excerpt of it. The figures the answers quote
 * come from this installation's configuration (allowance, limits, costs, free templates), so that both
 * stay true where they are changed.
 */
export async function faqItems(questions: readonly (typeof faqQuestions)[number][]) {
  const t = await getTranslations("faq");
  const values = faqAnswerValues();
  return questions.map((key) => ({
    key,
    question: t(`questions.${key}.question`),
    answer: t(`questions.${key}.answer`, values),
  }));
}

function faqAnswerValues() {
  return {
    allowance: config.TOKEN_ALLOWANCE_FREE,
    resumes: config.RESUME_LIMIT_FREE,
    freeTemplates: getFreeTemplates().length,
    pdf: tokenCosts.PDF_EXPORT,
    days: config.GUEST_SESSION_IDLE_DAYS,
    count: locales.length,
  };
}

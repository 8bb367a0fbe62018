import { config } from "@/lib/config";
import { locales } from "@/core/i18n/locales";
import { getFreeTemplates } from "@/lib/templates/get-free-templates";
import { tokenCosts } from "@/lib/tokens/token-costs";

/**
 * The figures the FAQ's answers quote, from this installation's configuration (allowance, limits,
 * costs, free templates), so that /faq and the landing's excerpt stay true where they are changed.
 */
export function faqAnswerValues() {
  return {
    allowance: config.TOKEN_ALLOWANCE_FREE,
    resumes: config.RESUME_LIMIT_FREE,
    freeTemplates: getFreeTemplates().length,
    pdf: tokenCosts.PDF_EXPORT,
    days: config.GUEST_SESSION_IDLE_DAYS,
    count: locales.length,
  };
}

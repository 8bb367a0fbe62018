import { getTranslations } from "next-intl/server";
import { ArrowLink } from "./arrow-link";
import { faqItems } from "./faq-items";
import { FaqList } from "./faq-list";
import { LandingSection } from "./landing-section";

// The questions a first visit raises; the rest are on /faq.
const questions = ["free", "guest", "formats", "languages"] as const;

/** An excerpt of /faq: the same questions and answers (messages `faq`), and a link to all of them. */
export async function LandingFaq() {
  const t = await getTranslations("landing.faq");
  const items = await faqItems(questions);
  return (
    <LandingSection id="landing-faq-title" name="faq" className="border-t bg-muted/40">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-primary">{t("eyebrow")}</p>
          <h2 id="landing-faq-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t("title")}
          </h2>
          <ArrowLink href="/faq" className="mt-6">
            {t("allQuestions")}
          </ArrowLink>
        </div>
        <FaqList items={items} />
      </div>
    </LandingSection>
  );
}

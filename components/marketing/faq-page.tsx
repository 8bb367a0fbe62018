import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import { Link } from "@/core/i18n/navigation";
import { faqItems, faqQuestions } from "./faq-items";
import { FaqList } from "./faq-list";

/**
 * /faq: short answers about the product. The figures come from this installation's configuration
 * (allowance, limits, costs, free templates), so the answers stay true where they are changed; the
 * same questions and answers are given to search engines as a FAQPage.
 */
export async function FaqPage() {
  const t = await getTranslations("faq");
  const items = await faqItems(faqQuestions);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: items.map(({ question, answer }) => ({
            "@type": "Question",
            name: question,
            acceptedAnswer: { "@type": "Answer", text: answer },
          })),
        }}
      />
      <header className="mb-10 space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="text-pretty text-muted-foreground">{t("intro")}</p>
      </header>
      <FaqList items={items} />
      <p className="mt-8 text-sm">
        <Link
          href={{ pathname: "/pricing", hash: "token-faq-title" }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("tokensLink")}
        </Link>
      </p>
    </main>
  );
}

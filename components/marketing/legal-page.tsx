import { getFormatter, getTranslations } from "next-intl/server";
import { config } from "@/lib/config";

export type LegalDocument = "privacy" | "terms";

const sections: Record<LegalDocument, readonly string[]> = {
  privacy: ["account", "resumes", "uploads", "sessions", "cookies", "payments", "email", "control", "selfHosting"],
  terms: ["account", "content", "acceptableUse", "payments", "availability", "openSource", "changes"],
};

// The date these texts last changed in substance; shown on both pages.
const lastUpdated = new Date("2026-11-27T00:00:00Z");

const contactLink = (email: string) => (
  <a href={`mailto:${email}`} className="font-medium text-primary underline-offset-4 hover:underline">
    {email}
  </a>
);

/** The privacy policy and the terms of use of this installation: plain sections from messages/<locale>/legal.json. */
export async function LegalPage({ document }: { document: LegalDocument }) {
  const t = await getTranslations(`legal.${document}`);
  const common = await getTranslations("legal");
  const format = await getFormatter();
  const host = new URL(config.APP_URL).host;
  const email = config.CONTACT_EMAIL;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <header className="mb-10 space-y-3 border-b pb-8">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">
          {common("lastUpdated", { date: format.dateTime(lastUpdated, { dateStyle: "long" }) })}
        </p>
        <p className="text-pretty text-muted-foreground">{t("intro", { host })}</p>
      </header>
      <div className="space-y-8">
        {sections[document].map((key) => (
          <section key={key} aria-labelledby={`legal-${key}`} className="space-y-2">
            <h2 id={`legal-${key}`} className="text-lg font-semibold tracking-tight">
              {t(`sections.${key}.title`)}
            </h2>
            <p className="text-pretty leading-7 text-muted-foreground">{t(`sections.${key}.text`)}</p>
          </section>
        ))}
        <section aria-labelledby="legal-contact" className="space-y-2">
          <h2 id="legal-contact" className="text-lg font-semibold tracking-tight">
            {common("contactTitle")}
          </h2>
          <p className="text-pretty leading-7 text-muted-foreground">
            {email
              ? common.rich("contactEmail", { email: () => contactLink(email) })
              : common("contactOperator", { host })}
          </p>
        </section>
      </div>
    </main>
  );
}

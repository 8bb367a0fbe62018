import { getLocale, getTranslations } from "next-intl/server";
import { getLandingStatistics } from "@/lib/marketing/get-landing-statistics";
import { formatStatistic } from "@/client/marketing/format-statistic";
import { GlowPanel } from "./glow-panel";
import { LandingCompactHeading, LandingSection } from "./landing-section";

const order = ["resumes", "pdfDownloads", "templates", "languages"] as const;

/** The counters of spec §2 with real figures (DECISIONS.md): a figure the database cannot vouch for is left out. */
export async function LandingStatistics() {
  const t = await getTranslations("landing.statistics");
  const locale = await getLocale();
  const statistics = await getLandingStatistics();
  const figures = order.flatMap((key) => {
    const value = statistics[key];
    return value === null ? [] : [{ key, value }];
  });
  return (
    <LandingSection id="landing-statistics-title" name="statistics" className="pt-0 sm:pt-0">
      <GlowPanel
        className="border bg-card px-6 py-12 shadow-xs sm:px-12"
        glowClassName="bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_60%)] opacity-[0.07] dark:opacity-[0.14]"
      >
        <LandingCompactHeading
          id="landing-statistics-title"
          title={t("title")}
          subtitle={t("subtitle")}
          size="medium"
        />
        <dl className="mt-10 flex flex-wrap justify-center gap-y-10">
          {figures.map(({ key, value }) => (
            <div
              key={key}
              data-statistic={key}
              data-value={value}
              className="flex basis-1/2 flex-col-reverse items-center gap-1 px-2 text-center lg:basis-1/4"
            >
              <dt className="text-sm text-muted-foreground">{t(`items.${key}`)}</dt>
              <dd className="text-4xl font-semibold tracking-tight text-foreground sm:text-5xl">
                <span className="sr-only">{formatStatistic(value, locale)}</span>
                {/* Counts up as it scrolls into view (client/marketing/landing-script.ts); the final figure until then. */}
                <span className="tabular-nums" aria-hidden data-count-to={value} suppressHydrationWarning>
                  {formatStatistic(value, locale)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </GlowPanel>
    </LandingSection>
  );
}

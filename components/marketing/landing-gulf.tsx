import { BriefcaseBusinessIcon, MapPinIcon, TrendingUpIcon, WalletIcon, type LucideIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { Link } from "@/core/i18n/navigation";
import { gulfTemplates } from "@/core/marketing/gulf-templates";
import { jobMarketOf } from "@/core/marketing/job-markets";
import { gulfCountries, type GulfCountry } from "@/core/marketing/visitor-country";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { ArrowLink } from "./arrow-link";
import { GulfSection } from "./landing-gulf-section";
import { DeferredThumbnail } from "@/components/template-gallery/deferred-thumbnail";

/** One figure of the job market: the value large, its label with an icon under it. */
function MarketFigure({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-1">
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon className="size-4" aria-hidden />
        {label}
      </dt>
      <dd className="text-2xl font-semibold tracking-tight sm:text-3xl" data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/**
 * The regional headline and one country's job-market figures (spec §3 landing view). `hidden` when it is one of the
 * variants the landing's script chooses from in the browser.
 */
export async function GulfIntro({ country, hidden = false }: { country: GulfCountry; hidden?: boolean }) {
  const t = await getTranslations("landing.gulf");
  const locale = await getLocale();
  const market = jobMarketOf(country);
  const countryName = new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
  const growth = market
    ? new Intl.NumberFormat(locale, { style: "percent", signDisplay: "always", maximumFractionDigits: 1 }).format(
        market.jobGrowthRate / 100,
      )
    : null;
  const salary = market
    ? new Intl.NumberFormat(locale, { style: "currency", currency: market.currency, maximumFractionDigits: 0 }).format(
        market.averageMonthlySalary,
      )
    : null;
  const source = market?.source;
  // The year in the language's digits, without grouping ("2026", "٢٠٢٦").
  const year = source ? new Intl.NumberFormat(locale, { useGrouping: false }).format(source.year) : "";
  return (
    <div
      className="grid gap-10 p-6 sm:p-10 lg:grid-cols-[1fr_1.15fr] lg:gap-14"
      data-gulf-intro={country}
      hidden={hidden}
      suppressHydrationWarning
    >
      <div className="flex flex-col justify-center">
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
          <MapPinIcon className="size-4" aria-hidden />
          {t("eyebrow")}
          <span aria-hidden>·</span>
          {countryName}
        </p>
        <h2
          id={`landing-gulf-title-${country}`}
          className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {t("title")}
        </h2>
        <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{t("subtitle")}</p>
      </div>
      {market && growth && salary && source ? (
        <div data-testid="gulf-market" className="rounded-2xl border bg-muted/40 p-5 sm:p-7">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">{t("market.title", { country: countryName })}</h3>
            {source.kind === "estimate" ? (
              <span className="rounded-full border bg-background px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                {t("market.estimate")}
              </span>
            ) : null}
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-5">
            <MarketFigure icon={TrendingUpIcon} label={t("market.growth")} value={growth} testId="gulf-growth" />
            <MarketFigure icon={WalletIcon} label={t("market.salary")} value={salary} testId="gulf-salary" />
            <div className="flex flex-col-reverse gap-2 col-span-2">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <BriefcaseBusinessIcon className="size-4" aria-hidden />
                {t("market.skills")}
              </dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {market.skills.map((skill) => (
                    <li
                      key={skill}
                      data-skill={skill}
                      className="rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary"
                    >
                      {t(`skills.${skill}`)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <p className="mt-6 border-t pt-4 text-xs text-muted-foreground" data-testid="gulf-source">
            {source.kind === "estimate"
              ? t("market.estimateSource", { year })
              : t("market.publishedSource", { publisher: source.publisher ?? "", year })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The 9 curated templates, each opening the guest builder with it. */
export async function GulfTemplates() {
  const t = await getTranslations("landing.gulf.templates");
  const catalog = await getTranslations("templateCatalog");
  return (
    <div className="border-t bg-muted/30 p-6 sm:p-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h3 className="text-xl font-semibold tracking-tight">{t("title", { count: gulfTemplates.length })}</h3>
          <p className="mt-1.5 text-sm text-pretty text-muted-foreground">{t("subtitle")}</p>
        </div>
        <ArrowLink href="/templates" className="shrink-0">
          {t("browseAll")}
        </ArrowLink>
      </div>
      <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-4 lg:grid-cols-9">
        {gulfTemplates.map((name) => (
          <li key={name} data-gulf-template={name}>
            <Link
              href={{ pathname: "/builder/try", query: { template: name } }}
              className="group block rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="sr-only">{t("tryTemplate", { template: templateDisplayName(name) })}</span>
              <span className="block aspect-[210/297] overflow-hidden rounded-lg border bg-background shadow-xs transition-shadow group-hover:shadow-md">
                <DeferredThumbnail
                  template={name}
                  alt=""
                  sizes="(min-width: 1024px) 11vw, (min-width: 640px) 20vw, 33vw"
                  className="size-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
              </span>
              <span className="mt-2 block truncate text-xs font-semibold sm:text-sm">{templateDisplayName(name)}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {catalog(`categories.${getTemplateCatalogEntry(name).category}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Gulf variant of the landing. With a country the edge vouched for, the server renders it (or nothing, outside
 * the Gulf); without one, every country's headline is in the page, hidden, and the landing's script shows the one
 * the browser's time zone points to, if any (client/marketing/landing-script.ts).
 */
export function LandingGulf({ country }: { country: string | null }) {
  if (country !== null) {
    const gulf = gulfCountries.find((code) => code === country);
    return gulf ? (
      <GulfSection country={gulf} intro={<GulfIntro country={gulf} />} templates={<GulfTemplates />} />
    ) : null;
  }
  return (
    <GulfSection
      country=""
      isChosenInBrowser
      intro={gulfCountries.map((code) => (
        <GulfIntro key={code} country={code} hidden />
      ))}
      templates={<GulfTemplates />}
    />
  );
}

import { ArrowRightIcon, FileTextIcon, LanguagesIcon, SparklesIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { HeroGeneratorForm } from "@/components/generator/hero-generator-form";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";

// A feature that is not built yet keeps its card, labelled "coming soon" (README "Roadmap").
const features = [
  { key: "templates", icon: FileTextIcon, isComingSoon: false },
  { key: "ai", icon: SparklesIcon, isComingSoon: false },
  { key: "rtl", icon: LanguagesIcon, isComingSoon: false },
] as const;

export async function HomeHero() {
  const t = await getTranslations("home");
  return (
    <main id="main">
      <section className="relative overflow-hidden">
        <div className="pointer-events-none absolute inset-x-0 -top-40 -z-10 flex justify-center blur-3xl" aria-hidden>
          <div className="aspect-[1.6] w-[56rem] bg-gradient-to-tr from-primary/25 via-sky-400/20 to-fuchsia-400/20 opacity-70 dark:opacity-40" />
        </div>
        <div className="mx-auto max-w-4xl px-4 pb-16 pt-20 text-center sm:px-6 sm:pt-28 lg:px-8">
          <p className="mx-auto mb-6 inline-flex items-center rounded-full border bg-background/60 px-3 py-1 text-xs font-medium text-muted-foreground">
            {t("badge")}
          </p>
          <h1 className="text-balance text-4xl font-semibold tracking-tight sm:text-6xl">{t("title")}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">{t("subtitle")}</p>
          <HeroGeneratorForm />
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href="/builder/try">
                {t("primaryCta")}
                <ArrowRightIcon className="rtl-mirror" aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link href="/templates">{t("secondaryCta")}</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:px-8">
        <h2 id="features-title" className="mb-10 text-center text-2xl font-semibold tracking-tight">
          {t("featuresTitle")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map(({ key, icon: Icon, isComingSoon }) => (
            <li key={key} className="rounded-xl border bg-card p-6 shadow-xs" data-feature={key}>
              <div className="mb-4 flex items-start justify-between gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                {isComingSoon && (
                  <span
                    className="rounded-full border border-dashed px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
                    data-testid="coming-soon-badge"
                  >
                    {t("comingSoon")}
                  </span>
                )}
              </div>
              <h3 className="font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

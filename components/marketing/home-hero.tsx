import { ArrowRightIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { HeroRoleForm } from "./hero-role-form";

/** The landing's hero: headline, the generator's role form (spec §2) and its two calls to action. */
export async function HomeHero() {
  const t = await getTranslations("home");
  return (
    <section className="relative overflow-hidden" data-section="hero">
      <div className="pointer-events-none absolute inset-x-0 -top-40 -z-10 flex justify-center blur-3xl" aria-hidden>
        <div className="aspect-[1.6] w-[56rem] bg-gradient-to-tr from-primary/25 via-sky-400/20 to-fuchsia-400/20 opacity-70 dark:opacity-40" />
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-16 pt-20 text-center sm:px-6 sm:pt-28 lg:px-8">
        <p className="mx-auto mb-6 inline-flex items-center rounded-full border bg-background/60 px-3 py-1 text-xs font-medium text-muted-foreground">
          {t("badge")}
        </p>
        <h1 className="text-balance text-4xl font-semibold tracking-tight sm:text-6xl">{t("title")}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">{t("subtitle")}</p>
        <HeroRoleForm />
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
  );
}

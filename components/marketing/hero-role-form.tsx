import { LoaderCircleIcon, SparklesIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/**
 * The landing's job-role form (spec §2 "Landing page"), answered by the landing's script
 * (client/marketing/landing-script.ts): on submit the role and an auto-start flag are kept, the generating screen
 * shows, and /ai-generator opens and starts.
 */
export function HeroRoleForm() {
  const t = useTranslations("generator.hero");
  return (
    <>
      <form data-hero-form="" className="mx-auto mt-8 flex max-w-xl flex-col gap-2 sm:flex-row" aria-label={t("label")}>
        <label htmlFor="hero-job-role" className="sr-only">
          {t("label")}
        </label>
        <Input
          id="hero-job-role"
          name="jobRole"
          maxLength={120}
          required
          autoComplete="organization-title"
          placeholder={t("placeholder")}
          className="placeholder-without-arabic-font h-11 bg-background"
        />
        <Button type="submit" size="lg" className="h-11" disabled suppressHydrationWarning>
          <SparklesIcon aria-hidden />
          {t("submit")}
        </Button>
      </form>
      <p role="status" className="sr-only" data-hero-status="" data-message={t("preparing")} suppressHydrationWarning />
      <div
        hidden
        suppressHydrationWarning
        className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/95 backdrop-blur-sm"
        data-hero-overlay=""
        data-testid="hero-generating"
      >
        <LoaderCircleIcon className="size-10 animate-spin text-primary" aria-hidden />
        <p className="text-lg font-medium" aria-hidden>
          {t("preparing")}
        </p>
      </div>
    </>
  );
}

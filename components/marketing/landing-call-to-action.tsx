import { ArrowRightIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { GlowPanel } from "./glow-panel";
import { LandingSection } from "./landing-section";

/** The closing call to action: the guest builder straight away, or an account. */
export async function LandingCallToAction() {
  const t = await getTranslations("landing.callToAction");
  return (
    <LandingSection id="landing-call-to-action-title" name="call-to-action" className="bg-muted/40 pt-0 sm:pt-0">
      <GlowPanel
        className="bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-20 dark:bg-[oklch(0.3_0.1_265)] dark:text-foreground dark:ring-1 dark:ring-primary/30"
        glowClassName="bg-[radial-gradient(circle_at_20%_0%,oklch(1_0_0/0.18),transparent_45%),radial-gradient(circle_at_85%_100%,oklch(0_0_0/0.18),transparent_50%)]"
      >
        <h2
          id="landing-call-to-action-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {t("title")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-pretty opacity-90 sm:text-lg">{t("text")}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button
            size="lg"
            asChild
            className="w-full bg-background text-foreground hover:bg-background/90 sm:w-auto dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90"
          >
            <Link href="/builder/try">
              {t("primary")}
              <ArrowRightIcon className="rtl-mirror" aria-hidden />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            asChild
            className="w-full border-current/40 bg-transparent text-current hover:bg-current/10 hover:text-current sm:w-auto dark:bg-transparent dark:hover:bg-current/10"
          >
            <Link href="/auth/register">{t("secondary")}</Link>
          </Button>
        </div>
      </GlowPanel>
    </LandingSection>
  );
}

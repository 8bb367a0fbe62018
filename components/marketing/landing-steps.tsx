import { DownloadIcon, LayoutTemplateIcon, PenLineIcon } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { LandingHeading, LandingSection } from "./landing-section";

const steps = [
  { key: "choose", icon: LayoutTemplateIcon },
  { key: "write", icon: PenLineIcon },
  { key: "share", icon: DownloadIcon },
] as const;

/** How it works: three steps, numbered in the visitor's digits, joined by a line on wide screens. */
export async function LandingSteps() {
  const t = await getTranslations("landing.steps");
  const format = await getFormatter();
  return (
    <LandingSection id="landing-steps-title" name="steps" className="border-y bg-muted/40">
      <LandingHeading id="landing-steps-title" eyebrow={t("eyebrow")} title={t("title")} />
      <div className="relative">
        <div
          className="absolute inset-x-[16.66%] top-6 hidden border-t border-dashed border-primary/30 md:block"
          aria-hidden
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative flex flex-col items-center text-center" data-step={key}>
              <span className="relative flex size-12 items-center justify-center rounded-full border bg-background text-primary shadow-xs">
                <Icon className="size-5" aria-hidden />
                <span className="absolute -end-1 -top-1 flex size-5 items-center justify-center rounded-full bg-primary text-[11px] font-semibold text-primary-foreground">
                  {format.number(index + 1)}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 max-w-xs text-sm leading-relaxed text-pretty text-muted-foreground">
                {t(`items.${key}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}

import {
  FileDownIcon,
  FileUpIcon,
  GaugeIcon,
  LanguagesIcon,
  LayoutTemplateIcon,
  Link2Icon,
  MailIcon,
  PanelsTopLeftIcon,
  SparklesIcon,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import { templateCatalog } from "@/core/templates/catalog";
import { LandingHeading, LandingSection } from "./landing-section";

// Only what the product does today (README "What works today").
const features = [
  { key: "builder", icon: PanelsTopLeftIcon },
  { key: "templates", icon: LayoutTemplateIcon },
  { key: "export", icon: FileDownIcon },
  { key: "import", icon: FileUpIcon },
  { key: "ai", icon: SparklesIcon },
  { key: "analysis", icon: GaugeIcon },
  { key: "coverLetter", icon: MailIcon },
  { key: "rtl", icon: LanguagesIcon },
  { key: "sharing", icon: Link2Icon },
] as const;

export async function LandingFeatures() {
  const t = await getTranslations("landing.features");
  return (
    <LandingSection id="landing-features-title" name="features" className="border-y bg-muted/40">
      <LandingHeading id="landing-features-title" eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")} />
      <ul className="grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, icon: Icon }) => (
          <li key={key} data-feature={key} className="flex gap-4 bg-card p-5 sm:block sm:p-8">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold sm:mt-5">{t(`items.${key}.title`, { count: templateCatalog.length })}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-pretty text-muted-foreground sm:mt-2">
                {t(`items.${key}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

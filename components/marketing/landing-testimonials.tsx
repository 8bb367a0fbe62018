import { QuoteIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { LandingHeading, LandingSection } from "./landing-section";

const testimonials = ["first", "second", "third"] as const;

/**
 * Illustrative quotes (spec §2: "testimonials are fixed static examples"), said so on screen: no
 * photos, names, ratings or figures that would pass them off as customers' words.
 */
export async function LandingTestimonials() {
  const t = await getTranslations("landing.testimonials");
  return (
    <LandingSection id="landing-testimonials-title" name="testimonials">
      <LandingHeading id="landing-testimonials-title" eyebrow={t("eyebrow")} title={t("title")} subtitle={t("note")} />
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((key) => (
          <li key={key} data-testimonial={key}>
            <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-xs sm:p-8">
              <QuoteIcon className="size-6 text-primary/40 rtl:-scale-x-100" aria-hidden />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-pretty">
                <p>{t(`items.${key}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-6 border-t pt-4 text-sm font-medium text-muted-foreground">
                {t(`items.${key}.author`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

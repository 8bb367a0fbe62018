import type { ReactNode } from "react";
import { LandingSection } from "./landing-section";

/**
 * The band of the Gulf variant: the country's headline and job market, then the curated templates.
 * `isChosenInBrowser`: hidden, with every country's headline, until the landing's script picks one.
 */
export function GulfSection({
  country,
  intro,
  templates,
  isChosenInBrowser = false,
}: {
  country: string;
  intro: ReactNode;
  templates: ReactNode;
  isChosenInBrowser?: boolean;
}) {
  return (
    <LandingSection
      id={`landing-gulf-title-${country}`}
      name="gulf"
      className="pt-4 pb-12 sm:pt-6 sm:pb-16"
      hidden={isChosenInBrowser}
      data-gulf-switch={isChosenInBrowser ? "" : undefined}
      // Shown by the landing's script, maybe before hydration.
      suppressHydrationWarning={isChosenInBrowser}
    >
      <div
        data-country={country}
        className="overflow-hidden rounded-3xl border bg-card shadow-xs"
        suppressHydrationWarning
      >
        {intro}
        {templates}
      </div>
    </LandingSection>
  );
}

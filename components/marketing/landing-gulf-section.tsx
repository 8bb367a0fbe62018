import type { ReactNode } from "react";
import { LandingSection } from "./landing-section";

/** The band of the Gulf variant: the country's headline and job market, then the curated templates. */
export function GulfSection({
  country,
  intro,
  templates,
}: {
  country: string;
  intro: ReactNode;
  templates: ReactNode;
}) {
  return (
    <LandingSection id="landing-gulf-title" name="gulf" className="pt-4 pb-12 sm:pt-6 sm:pb-16">
      <div data-country={country} className="overflow-hidden rounded-3xl border bg-card shadow-xs">
        {intro}
        {templates}
      </div>
    </LandingSection>
  );
}

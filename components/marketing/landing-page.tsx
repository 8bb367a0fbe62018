import { HomeHero } from "./home-hero";
import { LandingCallToAction } from "./landing-call-to-action";
import { LandingFaq } from "./landing-faq";
import { LandingFeatures } from "./landing-features";
import { LandingFormats } from "./landing-formats";
import { LandingGulf } from "./landing-gulf";
import { LandingScriptTag } from "./landing-script-tag";
import { LandingStatistics } from "./landing-statistics";
import { LandingSteps } from "./landing-steps";
import { LandingTemplates } from "./landing-templates";
import { LandingTestimonials } from "./landing-testimonials";

/**
 * The landing page `/` in spec §2's order. Server components throughout; what the browser does (the hero's role
 * form, the template carousel, the counters, the Gulf variant without a country from the edge) is one inline script
 * (client/marketing/landing-script.ts), so the page needs no framework in the browser: the page cache sends it to
 * visitors without Next.js's scripts (`data-needs-no-framework`). `country` is the edge header's country (null when
 * it sent none).
 */
export function LandingPage({ country }: { country: string | null }) {
  return (
    <main id="main" data-landing="" data-needs-no-framework="" suppressHydrationWarning>
      <HomeHero />
      <LandingGulf country={country} />
      <LandingTemplates />
      <LandingSteps />
      <LandingFormats />
      <LandingStatistics />
      <LandingFeatures />
      <LandingTestimonials />
      <LandingFaq />
      <LandingCallToAction />
      <LandingScriptTag />
    </main>
  );
}

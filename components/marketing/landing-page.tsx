import { HomeHero } from "./home-hero";
import { LandingCallToAction } from "./landing-call-to-action";
import { LandingFaq } from "./landing-faq";
import { LandingFeatures } from "./landing-features";
import { LandingFormats } from "./landing-formats";
import { LandingGulf } from "./landing-gulf";
import { LandingStatistics } from "./landing-statistics";
import { LandingSteps } from "./landing-steps";
import { LandingTemplates } from "./landing-templates";
import { LandingTestimonials } from "./landing-testimonials";

/**
 * The landing page `/` in spec §2's order. Server components throughout; the browser runs only the
 * hero's role form, the template carousel, the counters and, without a country from the edge, the
 * Gulf variant's switch. `country` is the edge header's country (null when it sent none).
 */
export function LandingPage({ country }: { country: string | null }) {
  return (
    <main id="main">
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
    </main>
  );
}

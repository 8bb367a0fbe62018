import { getLocale } from "next-intl/server";
import { landingOptions, landingScript } from "@/client/marketing/landing-script";
import { InlineScriptTag } from "@/components/site/inline-script-tag";
import { localizedPath } from "@/components/site/page-metadata";
import { isLocale } from "@/core/i18n/locales";
import { StartLanding } from "./start-landing";

/**
 * What starts the landing in the browser (client/marketing/landing-script.ts): an inline script with this
 * response's nonce (set by proxy.ts), rendered last so that everything it looks for is parsed when it runs, and the
 * same start from an effect for a landing reached by a client-side navigation, whose inline script React inserts but
 * the browser does not run. The page is started once, by whichever comes first.
 */
export async function LandingScriptTag() {
  const locale = await getLocale();
  const options = landingOptions(locale, localizedPath(isLocale(locale) ? locale : "en-US", "/ai-generator"));
  return (
    <>
      <InlineScriptTag code={landingScript(options)} />
      <StartLanding options={options} />
    </>
  );
}

import { publicPageScript, type PublicPageOptions } from "@/client/public-resume/public-page";
import { InlineScriptTag } from "@/components/site/inline-script-tag";
import { StartPublicPage } from "./start-public-page";

/**
 * What starts a public resume's page in the browser (client/public-resume/public-page.ts): an inline script
 * with this response's nonce (set by proxy.ts; the policy allows scripts with it), rendered last so that
 * everything it looks for is parsed when it runs, and the same start from an effect for a page reached by a
 * client-side navigation, whose inline script React inserts but the browser does not run. The page's
 * element is marked `data-public-page` with what it shows: it is started once, by whichever comes first.
 */
export function PublicPageScript(options: PublicPageOptions) {
  return (
    <>
      <InlineScriptTag code={publicPageScript(options)} />
      <StartPublicPage {...options} />
    </>
  );
}

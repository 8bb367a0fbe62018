import { describe, expect, it } from "vitest";
import { landingHelpers, landingOptions, landingScript } from "./landing-script";

/** A function rebuilt from its source text alone, as the browser gets it: a name from its module would be missing. */
const fromSource = <T>(source: string): T => new Function(`return (${source})`)() as T;

describe("the landing's inline script", () => {
  const options = landingOptions("ar-SA", "/ar-SA/ai-generator");

  it("sends helpers that stand alone and answer as the modules' own functions do", () => {
    const helpers = fromSource<Record<string, (...args: unknown[]) => unknown>>(
      /,(\{"arrowKeyStep".*\})\)$/s.exec(landingScript(options))![1]!,
    );
    expect(Object.keys(helpers)).toEqual(Object.keys(landingHelpers));
    const cases: Record<keyof typeof landingHelpers, unknown[][]> = {
      arrowKeyStep: [
        ["ArrowRight", "rtl"],
        ["ArrowLeft", "ltr"],
        ["Enter", "ltr"],
      ],
      slidesPerView: [[320], [700], [1900]],
      stepPosition: [
        [17, 1, 21, 4],
        [0, -1, 21, 4],
        [20, -1, 21, 4],
      ],
      swipeStep: [
        [-80, "ltr", 50],
        [80, "rtl", 50],
        [30, "ltr", 50],
      ],
      counterValueAt: [
        [800, 1000, 1600],
        [2000, 1000, 1600],
      ],
      formatStatistic: [
        [12_345, "ar-SA"],
        [12_345.6, "en-US"],
      ],
      gulfCountryFromBrowser: [
        ["Asia/Riyadh", [], options.gulf.zones],
        ["UTC", ["ar", "ar-QA"], options.gulf.zones],
        ["Europe/Paris", ["ar-AE"], options.gulf.zones],
      ],
      readCachedGulfCountry: [
        [JSON.stringify({ country: "KW", at: 1000 }), 2000, options.gulf.countries, options.gulf.cacheMs],
        [JSON.stringify({ country: "FR", at: 1000 }), 2000, options.gulf.countries, options.gulf.cacheMs],
      ],
      cachedGulfCountryEntry: [
        ["OM", 5],
        [null, 5],
      ],
      revealThumbnails: [[{ querySelectorAll: () => [] }]],
      transitionEntry: [["محاسب", 5]],
    };
    for (const [name, calls] of Object.entries(cases)) {
      const own = landingHelpers[name as keyof typeof landingHelpers] as (...args: unknown[]) => unknown;
      for (const args of calls)
        expect(helpers[name]!(...args), `${name}(${JSON.stringify(args)})`).toEqual(own(...args));
    }
  });

  it("keeps its options inside the script element", () => {
    const script = landingScript({ ...options, generator: { ...options.generator, path: "/</script><!--" } });
    expect(script).not.toMatch(/<\/script|<!--/i);
    expect(script).toContain(String.raw`"/\u003c/script>\u003c!--"`);
  });
});

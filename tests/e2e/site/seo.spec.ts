import { expect, test } from "@playwright/test";
import { parseHTML } from "linkedom";

// Search-engine readiness (issue 20 item 4): sitemap.xml lists every indexable page in every locale
// with its hreflang set; each of those addresses answers 200, names itself as canonical and lists
// the same alternates back; robots.txt keeps private areas out; structured data describes the
// landing (Organization, WebSite) and the FAQ (FAQPage with the questions the page shows).

type SitemapEntry = { url: string; alternates: Map<string, string> };

function parseSitemap(xml: string): SitemapEntry[] {
  const { document } = parseHTML(`<root>${xml.replace(/<\?xml[^>]*>/, "")}</root>`);
  return [...document.querySelectorAll("url")].map((node) => ({
    url: node.querySelector("loc")?.textContent?.trim() ?? "",
    alternates: new Map(
      [...node.querySelectorAll("*")]
        .filter((link) => link.tagName.toLowerCase() === "xhtml:link")
        .map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""]),
    ),
  }));
}

/** A page as a crawler gets it: no cookies (a locale chosen earlier would redirect), no redirects followed. */
async function pageHead(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  const { document } = parseHTML(await response.text());
  return {
    status: response.status,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: new Map(
      // React writes the attribute as hrefLang, which HTML reads case-insensitively (linkedom does not).
      [...document.querySelectorAll('link[rel="alternate"]')].flatMap((link) => {
        const hreflang = [...link.attributes].find((attribute) => attribute.name.toLowerCase() === "hreflang");
        return hreflang ? [[hreflang.value, link.getAttribute("href") ?? ""] as const] : [];
      }),
    ),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
    ),
    document,
  };
}

test("sitemap.xml and every page's hreflang set agree, and every alternate answers 200", async ({ request }) => {
  // Every page in every locale, four at a time: on a loaded machine that took over a minute.
  test.setTimeout(240_000);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const entries = parseSitemap(await sitemap.text());
  expect(entries.length).toBeGreaterThanOrEqual(22 * 8);
  const listed = new Set(entries.map((entry) => entry.url));
  expect(listed.size).toBe(entries.length);

  const queue = [...entries];
  async function worker() {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const head = await pageHead(entry.url);
      expect(head.status, entry.url).toBe(200);
      expect(head.canonical, `${entry.url} canonical`).toBe(entry.url);
      // Every alternate is a listed page, and the page lists the same set back (x-default included).
      expect(Object.fromEntries(head.alternates), `${entry.url} hreflang`).toEqual(
        Object.fromEntries(entry.alternates),
      );
      for (const [hreflang, href] of entry.alternates)
        if (hreflang !== "x-default") expect(listed.has(href), `${href} (${hreflang}) is in the sitemap`).toBe(true);
      expect(entry.alternates.size).toBe(23);
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
});

test("robots.txt keeps private areas out; the landing and the FAQ carry structured data", async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const area of ["/api/", "/dashboard/", "/builder/", "/auth/", "/artboard/"]) expect(robots).toContain(area);
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);

  const landing = await pageHead(`${baseURL}/ar-SA`);
  const graph = (landing.structuredData[0]?.["@graph"] ?? []) as { "@type": string; inLanguage?: string }[];
  expect(graph.map((node) => node["@type"]).sort()).toEqual(["Organization", "WebSite"]);
  expect(graph.find((node) => node["@type"] === "WebSite")?.inLanguage).toBe("ar-SA");

  const faq = await pageHead(`${baseURL}/faq`);
  const faqData = faq.structuredData.find((data) => data["@type"] === "FAQPage") as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  const shown = [...faq.document.querySelectorAll("details summary")].map((summary) => summary.textContent?.trim());
  expect(faqData.mainEntity.map((question) => question.name)).toEqual(shown);
  expect(faqData.mainEntity.length).toBeGreaterThanOrEqual(5);
  // The answers carry this installation's figures, not placeholders.
  expect(faqData.mainEntity.map((question) => question.acceptedAnswer.text).join(" ")).not.toMatch(/[{}]/);
});

import { expect, test, type APIRequestContext } from "@playwright/test";
import { parseHTML } from "linkedom";
import { createResume, premiumOwnerContext } from "../public/owners";

// Generated share images (issue 20 item 4): every page's og:image answers a 1200x630 PNG, Twitter's
// summary_large_image card points at the same image, in en-US and ar-SA; a public resume has its card
// only while its owner pays and it is public.

type Head = {
  ogImage: string | null;
  twitterImage: string | null;
  twitterCard: string | null;
  ogImageAlt: string | null;
};

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { document } = parseHTML(await response.text());
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
  return {
    ogImage: meta('meta[property="og:image"]'),
    ogImageAlt: meta('meta[property="og:image:alt"]'),
    twitterImage: meta('meta[name="twitter:image"]'),
    twitterCard: meta('meta[name="twitter:card"]'),
  };
}

/** Width and height from a PNG's signature and IHDR chunk; null when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR")
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The image's address on the test server (the tags hold APP_URL's origin). */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function expectCard(request: APIRequestContext, path: string): Promise<string> {
  const head = await headOf(request, path);
  expect(head.ogImage, `${path} og:image`).toBeTruthy();
  expect(head.ogImageAlt, `${path} og:image:alt`).toBeTruthy();
  expect(head.twitterCard, `${path} twitter:card`).toBe("summary_large_image");
  expect(head.twitterImage, `${path} twitter:image`).toBe(head.ogImage);
  const image = await request.get(local(head.ogImage ?? ""));
  expect(image.status(), `${path} image`).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await image.body()), `${path} image size`).toEqual({ width: 1200, height: 630 });
  return head.ogImage ?? "";
}

for (const locale of ["en-US", "ar-SA"] as const) {
  const prefix = locale === "en-US" ? "" : `/${locale}`;

  test(`the landing, the gallery and a category have their own 1200x630 cards in ${locale}`, async ({ request }) => {
    const landing = await expectCard(request, prefix || "/");
    const gallery = await expectCard(request, `${prefix}/templates`);
    const category = await expectCard(request, `${prefix}/templates/modern`);
    expect(new Set([landing, gallery, category]).size).toBe(3);
    // Each locale draws its own card.
    expect(landing).toContain(`/${locale}/`);
  });
}

test("a paying owner's public resume has its card in en-US and ar-SA; made private, the card is 404", async ({
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await premiumOwnerContext(playwright, baseURL ?? "");
  const resume = await createResume(owner, { name: "ليلى حداد" });
  const path = `/demo-enterprise/${resume.slug}`;
  const english = await expectCard(request, path);
  const arabic = await expectCard(request, `/ar-SA${path}`);
  expect(english).toContain(`/${resume.slug}/opengraph-image`);
  expect(arabic).toContain(`/${resume.slug}/opengraph-image`);

  const updated = await owner.patch(`/api/resume/${resume.id}`, {
    data: { version: resume.version, visibility: "PRIVATE" },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  for (const image of [english, arabic]) {
    const response = await request.get(local(image));
    expect(response.status(), image).toBe(404);
    expect(response.headers()["content-type"] ?? "").not.toContain("image/");
  }
  await owner.dispose();
});

test("a free owner's public resume has no og:image, and its card's address is 404", async ({
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // The seeded demo-free account keeps one public resume from a plan it no longer has (lib/startup).
  const head = await headOf(request, "/demo-free/sample-en-us");
  expect(head.ogImage).toBeNull();
  expect(head.twitterImage).toBeNull();

  // The card's address, built the way a paying owner's page names it, answers nothing either.
  const owner = await premiumOwnerContext(playwright, baseURL ?? "");
  const resume = await createResume(owner);
  const paid = await expectCard(request, `/demo-enterprise/${resume.slug}`);
  const guessed = local(paid).replace(`/demo-enterprise/${resume.slug}/`, "/demo-free/sample-en-us/");
  expect(guessed).not.toBe(local(paid));
  const response = await request.get(guessed);
  expect(response.status(), guessed).toBe(404);
  await owner.dispose();
});

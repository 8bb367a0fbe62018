import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { expect, test } from "../fixtures/auth";
import { createResume, openBuilder, previewFrame } from "../builder/core-helpers";

// Issue 21 item 6: a resume never makes its readers' browsers load a picture from another site
// (visitor tracking, Referer leak). The "other site" is a server on 127.0.0.1, another origin than
// the app on localhost, which records every request it gets; the browser's requests are recorded too.

test.describe.configure({ timeout: 300_000 });

let tracker: http.Server;
let trackerOrigin: string;
let trackerHits: string[] = [];

test.beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#cc3355" } })
    .png()
    .toBuffer();
  tracker = http.createServer((request, response) => {
    trackerHits.push(request.url ?? "");
    response.writeHead(200, { "content-type": "image/png" });
    response.end(png);
  });
  tracker.listen(0, "127.0.0.1");
  await once(tracker, "listening");
  trackerOrigin = `http://127.0.0.1:${(tracker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  tracker.closeAllConnections();
  await new Promise((resolve) => tracker.close(resolve));
});

test.beforeEach(() => {
  trackerHits = [];
});

/** Every request the page and its frames make to the tracker's origin. */
function recordTrackerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(trackerOrigin)) seen.push(request.url());
  });
  return seen;
}

// `account`: a fresh signed-in owner.
test("the builder preview shows no picture from another site, and saving one is refused with a toast", async ({
  page,
  account: _account,
}) => {
  const seen = recordTrackerRequests(page);
  const resume = await createResume(page, { title: "Remote picture", name: "Layla Haddad" });
  await openBuilder(page, resume.id);
  const frame = previewFrame(page);
  await expect(frame.getByText("Layla Haddad").first()).toBeVisible({ timeout: 30_000 });

  const address = `${trackerOrigin}/builder-pixel.png`;
  const field = page.getByLabel("Picture URL");
  // The save that carries the address (an earlier autosave of the freshly opened builder may come first).
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/resume/${resume.id}`) &&
      response.request().method() === "PATCH" &&
      (response.request().postData() ?? "").includes("builder-pixel.png"),
  );
  await field.fill(address);
  // While typed, the address is in the field only; the server copies it when the field is left.
  await expect(frame.locator("img.vr-picture")).toHaveCount(0);
  await field.press("Tab");
  const answer = (await (await saved).json()) as {
    data: { basics: { picture: { url: string } } };
    warnings?: { code: string; reason: string }[];
  };

  // The production server refuses to fetch a loopback address: the save goes through without it.
  expect(answer.data.basics.picture.url).toBe("");
  expect(answer.warnings).toEqual([
    expect.objectContaining({ code: "RemoteImageNotImported", reason: expect.stringMatching(/^Forbidden/) }),
  ]);
  await expect(page.locator("[data-sonner-toast]", { hasText: "The picture could not be fetched" })).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(frame.locator("img.vr-picture")).toHaveCount(0);
  expect(seen).toEqual([]);
  expect(trackerHits).toEqual([]);
});

// Old data (saved before pictures were copied) can only be made by writing the database directly,
// which this spec can do for the PostgreSQL e2e server (playwright.config.ts, project "postgres").
const databaseUrl = (baseURL: string): string | null => {
  const admin = process.env.TEST_DATABASE_URL;
  const port = new URL(baseURL).port;
  if (!admin || test.info().project.name !== "postgres") return null;
  const url = new URL(admin);
  url.pathname = `/vitae_e2e_${port}`;
  return url.toString();
};

test("a public page and the builder preview of a resume whose stored data holds another site's picture load nothing from it", async ({
  page,
  account,
  browser,
  baseURL,
}) => {
  const connection = databaseUrl(baseURL!);
  test.skip(connection === null, "needs the PostgreSQL e2e server (TEST_DATABASE_URL) to write old data directly");
  const resume = await createResume(page, { title: "Old data", name: "Layla Haddad" });
  const slug = (await (await page.request.get(`/api/resume/${resume.id}`)).json()).slug as string;

  const client = new pg.Client({ connectionString: connection! });
  await client.connect();
  try {
    // A paid plan (sharing), the resume public, and both images at the other site, as old data would be.
    await client.query(`UPDATE "User" SET "subscriptionTier" = 'PROFESSIONAL' WHERE id = $1`, [account.user.id]);
    await client.query(
      `UPDATE "Resume" SET visibility = 'PUBLIC', data = jsonb_set(jsonb_set(jsonb_set(data::jsonb,
         '{basics,picture,url}', to_jsonb($2::text)),
         '{sections,signature,visible}', 'true'::jsonb),
         '{sections,signature,items}', jsonb_build_array(jsonb_build_object('id', 'sig1', 'visible', true, 'content', 'Layla Haddad', 'image', $3::text, 'date', '')))
       WHERE id = $1`,
      [resume.id, `${trackerOrigin}/public-pixel.png`, `${trackerOrigin}/signature.png`],
    );
  } finally {
    await client.end();
  }

  const visitor = await browser.newPage();
  const seenByVisitor = recordTrackerRequests(visitor);
  await visitor.goto(`/${account.username}/${slug}`, { timeout: 120_000 });
  const publicFrame = visitor.frameLocator('[data-testid="public-resume-frame"]');
  await expect(publicFrame.getByText("Layla Haddad").first()).toBeVisible();
  await expect(publicFrame.locator("img")).toHaveCount(0);
  await visitor.close();

  const seenByOwner = recordTrackerRequests(page);
  await openBuilder(page, resume.id);
  await expect(previewFrame(page).getByText("Layla Haddad").first()).toBeVisible({ timeout: 30_000 });
  await expect(previewFrame(page).locator("img.vr-picture, img.vr-signature-image")).toHaveCount(0);

  expect(seenByVisitor).toEqual([]);
  expect(seenByOwner).toEqual([]);
  expect(trackerHits).toEqual([]);
});

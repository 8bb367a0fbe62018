import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signIn, signUp } from "../fixtures/auth";
import { createResume as createPublicResume, premiumOwner, premiumOwnerContext } from "../public/owners";

// Issue 21 item 7 in a real browser: the app works under its Content-Security-Policy without a single
// violation, other origins cannot frame the artboard, and injected script without the nonce never runs.

test.describe.configure({ timeout: 240_000 });

/** Every CSP complaint of the page and its frames: violation events and the console's "Refused to ...". */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy|securitypolicyviolation/i.test(message.text()))
      violations.push(`${message.location().url}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** Violations are reported asynchronously: let the page finish loading and report them. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(1_000);
}

/** The theme script is the app's own inline script: it ran only if the nonce reached it. */
async function expectThemeApplied(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.documentElement.classList.contains("light") || document.documentElement.classList.contains("dark"),
      ),
    )
    .toBe(true);
}

test("the landing, sign-in and dashboard pages run under the policy without violations", async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ["/", "/auth/login", "/templates", "/ar-SA"]) {
    await page.goto(path);
    await settle(page);
    await expectThemeApplied(page);
  }
  await signUp(page);
  // ?locale= switches back from the Arabic visited last (the locale cookie).
  await page.goto("/dashboard?locale=en-US");
  // Hydrated: the create dialog opens only when the app's scripts run.
  await page.getByRole("button", { name: "Create new resume" }).first().click({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: /Blank resume/ })).toBeVisible();
  await settle(page);
  expect(violations).toEqual([]);
});

test("a marketing page answered from the page cache runs its scripts under a nonce of its own", async ({
  page,
  request,
}) => {
  // scripts/lib/page-cache.mjs: visitors without cookies get a kept copy whose nonce is replaced per answer.
  // (The first answer sets the locale cookie, which the next two send: the same copy for both.)
  await request.get("/templates");
  const answers = [await request.get("/templates"), await request.get("/templates")];
  expect(answers[1]!.headers()["x-vitae-page-cache"]).toMatch(/^(?:hit|stale)$/);
  const nonces = answers.map(
    (answer) => /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1],
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]);
  expect(await answers[1]!.text()).toContain(`nonce="${nonces[1]}"`);

  const violations = watchViolations(page);
  // The first visit sets the locale cookie, which the next ones send: the third is answered from their copy.
  await page.goto("/templates");
  await page.goto("/templates");
  const response = await page.goto("/templates");
  expect(response?.headers()["x-vitae-page-cache"]).toMatch(/^(?:hit|stale)$/);
  await settle(page);
  await expectThemeApplied(page);
  // The site's inline script runs under the copy's nonce: the theme button answers.
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme-choice", "light");
  await page.getByTestId("theme-toggle").first().click();
  await expect(html).toHaveAttribute("data-theme-choice", "system");
  expect(violations).toEqual([]);

  // Someone signed in is never served a copy.
  await signUp(page);
  const signedIn = await page.goto("/templates");
  expect(signedIn?.headers()["x-vitae-page-cache"]).toBeUndefined();
});

test("the builder, its live preview frame and the PDF export work without violations", async ({ page }) => {
  const violations = watchViolations(page);
  await signIn(page, { identifier: premiumOwner.username, password: premiumOwner.password });
  const created = await page.request.post("/api/resume", { data: { title: "Under CSP" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/builder/${id}`, { timeout: 120_000 });
  const name = page.getByLabel("Full name");
  await expect(name).toBeVisible({ timeout: 120_000 });
  await expectThemeApplied(page);
  await name.fill("Nonce Respected");
  // The preview frame is a Next.js page of its own: its scripts need its own nonce to render anything.
  await expect(page.frameLocator('iframe[title="Resume preview"]').getByText("Nonce Respected").first()).toBeVisible({
    timeout: 60_000,
  });

  await page.getByRole("tab", { name: "Export" }).click();
  const downloading = page.waitForEvent("download", { timeout: 120_000 });
  await page.locator('[data-panel="export"]').getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  await settle(page);
  expect(violations).toEqual([]);
});

test("the public page and its scriptless resume frame render without violations", async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createPublicResume(owner, { name: "Public Under Policy" });
  const violations = watchViolations(page);
  await page.goto(`/${premiumOwner.username}/${resume.slug}`);
  const frame = page.frameLocator('[data-testid="public-resume-frame"]');
  await expect(frame.getByText("Public Under Policy").first()).toBeVisible();
  // The resume's own fonts and styles applied inside the frame: its page box has the template's width.
  await expect
    .poll(() =>
      page
        .getByTestId("public-resume-frame")
        .evaluate((element: HTMLIFrameElement) => element.contentDocument?.fonts.status),
    )
    .toBe("loaded");
  await settle(page);
  expect(violations).toEqual([]);
  await owner.dispose();
});

test("a page of another origin cannot frame the artboard", async ({ page, request, baseURL }) => {
  const hostile = "http://evil.example/";
  const frameUrl = new URL("/artboard/builder", baseURL).href;
  // The frame itself is served: what stops it is its frame-ancestors, not a network error.
  expect((await request.get(frameUrl)).status()).toBe(200);
  await page.route(hostile, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><iframe id="victim" src="${frameUrl}" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto(hostile);
  const victim = () => page.frames().find((frame) => frame.parentFrame() === page.mainFrame());
  // Chromium replaces a frame refused by frame-ancestors with its error page; without the policy it loads.
  await expect.poll(() => victim()?.url(), { timeout: 60_000 }).toBe("chrome-error://chromewebdata/");
  // The app itself may: the builder test above shows its preview frame rendering.
});

test("an inline script injected into a page without the nonce does not run", async ({ page }) => {
  // Stands for stored HTML injection: the server's real answer, headers included, with markup added.
  await page.route("**/auth/login", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</body>",
      `<script>window.injected = "inline"</script><script nonce="guessed">window.injected = "guessed"</script><img src="x" onerror="window.injected = 'handler'"></body>`,
    );
    await route.fulfill({ response, body: html });
  });
  const violations = watchViolations(page);
  await page.goto("/auth/login");
  await settle(page);
  // The app's own scripts (with the nonce) still ran.
  await expectThemeApplied(page);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  expect(violations.filter((violation) => /inline|script-src/i.test(violation)).length).toBeGreaterThan(0);
});

import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { uniqueAccountFields } from "../fixtures/auth";
import { loopbackServices } from "../fixtures/services";
import { previewFrame, saveStatus } from "../builder/core-helpers";

// The visitor's path (issue 18): try the builder without an account, keep the work across reloads
// and browser restarts, export a free template, and carry the very same resume into a new account.

test.describe.configure({ timeout: 420_000 });

type GuestResume = {
  id: string;
  version: number;
  title: string;
  template: string;
  data: Record<string, unknown> & { basics: { name: string; picture: Record<string, unknown> } };
};

async function guestResume(request: APIRequestContext): Promise<GuestResume> {
  const response = await request.get("/api/guest/resume-data");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { resumeData: GuestResume }).resumeData;
}

async function startGuest(page: Page, query = "") {
  await page.goto(`/builder/try${query}`, { timeout: 180_000 });
  await page.waitForURL(/\/builder\/guest\//, { timeout: 120_000 });
  await expect(page.getByLabel("Full name")).toBeVisible({ timeout: 120_000 });
}

async function fillResume(page: Page, name: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Headline").fill("Civil engineer");
  const summary = page.getByRole("textbox", { name: "Professional summary" });
  await summary.click();
  await summary.pressSequentially("Bridges that outlive their builders.");
  await expect(saveStatus(page)).toHaveText(/Saved at/, { timeout: 30_000 });
}

/** The streamed guest export's last events: the file (watermarked or not) or the error. */
async function exportGuestPdf(request: APIRequestContext, origin: string) {
  const response = await request.post("/api/guest/resume/export/pdf/stream", { headers: { origin }, data: {} });
  expect(response.status()).toBe(200);
  const events = (await response.text())
    .trim()
    .split("\n")
    .map(
      (line) =>
        JSON.parse(line) as {
          type: string;
          watermarked?: boolean;
          error?: { code: string; details?: { reason?: string } };
        },
    );
  return {
    file: events.find((event) => event.type === "file"),
    error: events.find((event) => event.type === "error")?.error,
  };
}

/** The hand-over's answer, read as it passes (the page navigates away as soon as it has it). */
async function captureClaim(page: Page): Promise<() => GuestResume & { slug: string; visibility: string }> {
  let claimed: (GuestResume & { slug: string; visibility: string }) | null = null;
  await page.route("**/api/guest/resume/claim", async (route) => {
    const response = await route.fetch();
    claimed = (await response.json()) as GuestResume & { slug: string; visibility: string };
    await route.fulfill({ response });
  });
  return () => {
    if (!claimed) throw new Error("no hand-over seen");
    return claimed;
  };
}

test("a visitor builds a resume, keeps it across visits and signs up with it", async ({ browser, baseURL }) => {
  const origin = baseURL!;
  const context = await browser.newContext();
  const page = await context.newPage();
  await startGuest(page, "?template=onyx");
  await fillResume(page, "Samira Haddad");
  await expect(previewFrame(page).getByText("Civil engineer").first()).toBeVisible({ timeout: 30_000 });
  const guestUrl = page.url();

  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Samira Haddad", { timeout: 60_000 });

  // Closing the browser and coming back with its cookies and storage.
  const state = await context.storageState();
  await context.close();
  const returning = await browser.newContext({ storageState: state });
  const again = await returning.newPage();
  await startGuest(again);
  expect(again.url()).toBe(guestUrl.replace(/\?.*$/, ""));
  await expect(again.getByLabel("Headline")).toHaveValue("Civil engineer");
  const saved = await guestResume(again.request);
  expect(saved).toMatchObject({ template: "onyx", data: { basics: { name: "Samira Haddad" } } });

  // A free template prints with the watermark, from the builder's button; the account dialog follows.
  expect((await exportGuestPdf(again.request, origin)).file).toMatchObject({ type: "file", watermarked: true });
  const download = again.waitForEvent("download", { timeout: 120_000 });
  await again.getByRole("button", { name: "Download PDF" }).first().click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const askAccount = again.getByTestId("guest-sign-up-dialog");
  await expect(askAccount).toBeVisible({ timeout: 60_000 });
  await askAccount.getByRole("button", { name: "Close" }).click();

  // A premium template is refused (the builder's toast and /pricing for it: tests/e2e/public/export.spec.ts).
  // The builder may have saved since (the download saves pending edits first): patch the current version.
  const premium = await again.request.patch("/api/resume/guest-resume", {
    headers: { origin },
    data: {
      version: (await guestResume(again.request)).version,
      data: { ...saved.data, metadata: { ...(saved.data.metadata as object), template: "pikachu" } },
    },
  });
  expect(premium.status()).toBe(200);
  expect((await exportGuestPdf(again.request, origin)).error).toMatchObject({
    code: "Forbidden",
    details: { reason: "premium_template" },
  });

  // Back in the builder with the free template and a picture (a guest gives pictures by address; the
  // server keeps its own copy under /uploads, which is what the resume then holds).
  const picture = { ...saved.data.basics.picture, url: "/uploads/pictures/guest/face.webp" };
  const restored = await again.request.patch("/api/resume/guest-resume", {
    headers: { origin },
    data: {
      version: (await guestResume(again.request)).version,
      data: { ...saved.data, basics: { ...saved.data.basics, picture } },
    },
  });
  expect(restored.status()).toBe(200);
  await again.goto(guestUrl.replace(/\?.*$/, ""));
  await expect(again.getByLabel("Full name")).toHaveValue("Samira Haddad", { timeout: 60_000 });
  // One more edit, saved: the server then also has what the builder filled in on opening (the signature).
  await again.getByLabel("Location").fill("Amman, Jordan");
  await expect
    .poll(async () => ((await guestResume(again.request)).data.basics as { location?: string }).location, {
      timeout: 30_000,
    })
    .toBe("Amman, Jordan");
  const before = await guestResume(again.request);

  // Save opens the account dialog, pre-filled from the resume.
  await again.getByRole("button", { name: "Save", exact: true }).first().click();
  const dialog = again.getByTestId("guest-sign-up-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Samira Haddad");
  await expect(dialog.getByLabel("Username")).toHaveValue("samira-haddad");
  const fields = uniqueAccountFields();
  await dialog.getByLabel("Email").fill(fields.email);
  await dialog.getByLabel("Username").fill(fields.username);
  await dialog.getByLabel("Password", { exact: true }).fill(fields.password);
  const claimed = await captureClaim(again);
  await dialog.getByRole("button", { name: "Create account" }).click();

  // The resume as the hand-over created it (the account's builder may then fill an empty signature).
  await again.waitForURL(/\/builder\/(?!guest|try)[^/?]+$/, { timeout: 120_000 });
  const moved = claimed();
  expect(moved).toMatchObject({ slug: "my-resume", visibility: "PRIVATE", title: before.title });
  expect(moved.data).toEqual(before.data);
  await again.waitForURL(new RegExp(`/builder/${moved.id}$`), { timeout: 120_000 });
  await expect(again.getByLabel("Full name")).toHaveValue("Samira Haddad", { timeout: 60_000 });
  expect((await again.request.get(`/api/resume/${moved.id}`)).status()).toBe(200);

  // History replaced: going back does not return to the guest builder.
  await again.goBack().catch(() => undefined);
  expect(again.url()).not.toContain("/builder/guest/");
  expect((await (await again.request.get("/api/guest/session/check")).json()).valid).toBe(false);
  await returning.close();
});

test("social sign-up from the guest dialog carries the resume too", async ({ page }) => {
  await startGuest(page);
  await fillResume(page, "Yusuf Demir");
  const before = await guestResume(page.request);

  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  const dialog = page.getByTestId("guest-sign-up-dialog");
  await dialog.getByRole("link", { name: /Loopback OpenID/ }).click();
  expect(new URL(page.url()).origin).toBe(new URL(loopbackServices().oidcIssuer).origin);
  await page.getByLabel("Login").fill(`oidc-guest-${Math.random().toString(36).slice(2, 10)}`);
  const claimed = await captureClaim(page);
  await page.getByRole("button", { name: "Sign in" }).click();

  await page.waitForURL(/\/builder\/(?!guest|try)[^/?]+$/, { timeout: 120_000 });
  const moved = claimed();
  expect(moved.data).toEqual(before.data);
  await page.waitForURL(new RegExp(`/builder/${moved.id}$`), { timeout: 120_000 });
  expect((await (await page.request.get("/api/guest/session/check")).json()).valid).toBe(false);
});

import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/auth";
import { createResume, openBuilder, previewFrame } from "./core-helpers";

// The basics editor: fields, the picture by upload with its settings, the "more" area, and the
// refusals of spec §5 (a renamed HTML file, an SVG, over 5 MB, huge pixel dimensions), both in the
// editor and straight from the upload API.

test.describe.configure({ timeout: 420_000 });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 190 } }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A photo-like JPEG over 1 MB (noise does not compress), so the browser compresses it first. */
async function largeJpeg() {
  const width = 1600;
  const height = 1200;
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .toBuffer();
}

const files = {
  html: {
    name: "portrait.png",
    mimeType: "image/png",
    buffer: Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
  },
  svg: {
    name: "portrait.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
  },
};

const pictureInput = (page: Page) => page.locator('input[type="file"]');
const uploadStatus = (page: Page) => page.getByTestId("picture-upload-status");
const uploadError = (page: Page) => page.getByTestId("picture-upload-error");

test("fill the basics, upload a picture, shape it, and use the more area", async ({ page, account }) => {
  const resume = await createResume(page, { title: "Basics journey", name: "Ada Lovelace" });
  await openBuilder(page, resume.id);
  const frame = previewFrame(page);

  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Headline").fill("Rear Admiral and Computer Scientist");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");

  // A half-typed address stays in the field with a hint, and is not put on the resume.
  const website = page.getByLabel("Website", { exact: true });
  await website.fill("grace.example");
  await expect(page.getByText("Enter a full address, e.g. https://example.com.")).toBeVisible();
  await website.fill("https://grace.example");
  await expect(page.getByText("Enter a full address, e.g. https://example.com.")).toHaveCount(0);
  await page.getByLabel("Website label").fill("Portfolio");
  await page.getByLabel("Phone").fill("+1 555 0100");
  await page.getByLabel("Location").fill("Arlington, Virginia");
  await expect(frame.getByText("Rear Admiral and Computer Scientist")).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByText("Portfolio")).toBeVisible();
  await expect(frame.getByText("Arlington, Virginia")).toBeVisible();

  // Upload: the staged progress ends with the stored address in the field, the editor and the preview.
  await pictureInput(page).setInputFiles({ name: "grace.png", mimeType: "image/png", buffer: await png(640, 480) });
  await expect(uploadStatus(page)).toHaveText("Picture uploaded.", { timeout: 30_000 });
  const pictureUrl = page.getByLabel("Picture URL");
  await expect(pictureUrl).toHaveValue(/^\/uploads\/pictures\/[\w-]+\/[\w-]+\.webp$/);
  const url = await pictureUrl.inputValue();
  await expect(page.getByTestId("basics-picture").locator(`img[src="${url}"]`)).toBeVisible();
  const framePicture = frame.locator(`img[src$="${url}"]`);
  await expect(framePicture).toBeVisible({ timeout: 30_000 });

  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await sharp(await served.body()).metadata()).width).toBe(640);

  // Picture settings: a circle, portrait, greyscale, 128 px.
  await page.getByRole("button", { name: "Picture settings" }).click();
  await page.getByRole("button", { name: "Circle" }).click();
  await expect(page.getByRole("button", { name: "Circle" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Portrait 3:4" }).click();
  await page.getByRole("spinbutton", { name: "Size" }).fill("128");
  await page.getByRole("switch", { name: "Grayscale" }).click();
  await expect(page.getByRole("switch", { name: "Grayscale" })).toHaveAttribute("aria-checked", "true");
  await expect(framePicture).toHaveAttribute("style", /width: 128px; height: 171px; border-radius: 9999px/);
  await expect(framePicture).toHaveClass(/vr-picture--grayscale/);
  await page.keyboard.press("Escape");

  // A picture over 1 MB is compressed in the browser to at most 800 px before it is sent.
  const large = await largeJpeg();
  expect(large.byteLength).toBeGreaterThan(1024 * 1024);
  await pictureInput(page).setInputFiles({ name: "large.jpg", mimeType: "image/jpeg", buffer: large });
  await expect(uploadStatus(page)).toHaveText("Picture uploaded.", { timeout: 60_000 });
  await expect(pictureUrl).not.toHaveValue(url);
  const compressed = await page.request.get(await pictureUrl.inputValue());
  const compressedSize = await sharp(await compressed.body()).metadata();
  expect(Math.max(compressedSize.width ?? 0, compressedSize.height ?? 0)).toBeLessThanOrEqual(800);

  // The more area: personal details, a custom field, and a quick-added social profile.
  await page.getByRole("button", { name: "More details" }).click();
  await page.getByLabel("Date of birth").fill("9 December 1906");
  await page.getByLabel("Nationality").fill("American");
  await expect(frame.getByText("9 December 1906")).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Add LinkedIn" }).click();
  const linkedIn = page.getByRole("textbox", { name: "LinkedIn", exact: true });
  await expect(linkedIn).toBeFocused();
  await page.keyboard.type("https://www.linkedin.com/in/grace-hopper");
  await expect(frame.getByRole("link", { name: /linkedin\.com\/in\/grace-hopper/ })).toBeVisible();

  await page.getByRole("button", { name: "Add field" }).click();
  const fields = page.getByTestId("custom-fields").locator("li");
  await expect(fields).toHaveCount(2);
  await fields.nth(1).getByRole("textbox", { name: "Label" }).fill("Clearance");
  await fields.nth(1).getByRole("textbox", { name: "Clearance" }).fill("Top Secret");
  await expect(frame.getByText("Top Secret")).toBeVisible();
  await page.getByRole("button", { name: "Remove Clearance" }).click();
  await expect(fields).toHaveCount(1);
  await expect(frame.getByText("Top Secret")).toHaveCount(0);
});

test("refused uploads say why, in the editor and from the API", async ({ page, account }) => {
  expect(account.user.id).toBeTruthy();
  const resume = await createResume(page, { title: "Refusals" });
  await openBuilder(page, resume.id);
  const bomb = await png(20_000, 20_000);
  expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
  const overLimit = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);

  const cases = [
    { file: files.html, message: /not a JPEG, PNG, GIF or WebP picture/ },
    { file: files.svg, message: /not a JPEG, PNG, GIF or WebP picture/ },
    { file: { name: "huge.png", mimeType: "image/png", buffer: overLimit }, message: /larger than 5 MB/ },
    { file: { name: "bomb.png", mimeType: "image/png", buffer: bomb }, message: /too many pixels/ },
  ];
  for (const { file, message } of cases) {
    await pictureInput(page).setInputFiles(file);
    await expect(uploadError(page)).toHaveText(message);
  }
  await expect(page.getByLabel("Picture URL")).toHaveValue("");

  // The server refuses the same files whatever the browser claims, with the reason in the answer.
  const post = (file: { name: string; mimeType: string; buffer: Buffer }) =>
    page.request.post("/api/upload/picture", { multipart: { file } });
  const answers = [
    { file: files.html, status: 415, reason: "UnsupportedFileType" },
    { file: { ...files.svg, name: "photo.jpg", mimeType: "image/jpeg" }, status: 415, reason: "UnsupportedFileType" },
    { file: { name: "big.png", mimeType: "image/png", buffer: overLimit }, status: 413, reason: "FileTooLarge" },
    { file: { name: "bomb.png", mimeType: "image/png", buffer: bomb }, status: 422, reason: "ImageTooLarge" },
  ];
  for (const { file, status, reason } of answers) {
    const response = await post(file);
    expect(response.status(), file.name).toBe(status);
    const { error } = await response.json();
    expect(error.code).toBe(reason);
    expect(error.details.reason).toBe(reason);
  }

  // Cross-site and signed-out uploads are refused; stored files cannot be reached by traversal.
  const picture = { name: "ok.png", mimeType: "image/png", buffer: await png(20, 20) };
  const crossSite = await page.request.post("/api/upload/picture", {
    multipart: { file: picture },
    headers: { origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  const accepted = await post(picture);
  expect(accepted.status()).toBe(201);
  expect((await accepted.json()).url).toMatch(/^\/uploads\/pictures\//);
  for (const path of [
    "/uploads/..%2f..%2fpackage.json",
    "/uploads/%2e%2e/%2e%2e/package.json",
    "/uploads/pictures/..%2F..%2F.env",
  ]) {
    expect([400, 404]).toContain((await page.request.get(path)).status());
  }
  await page.request.post("/api/auth/logout");
  const signedOut = await post(picture);
  expect(signedOut.status()).toBe(401);
});

test("on a short phone screen the picture settings stay on it, title first, and scroll", async ({
  page,
  account: _account,
}) => {
  const height = 600;
  await page.setViewportSize({ width: 390, height });
  const resume = await createResume(page, { title: "Picture on a phone", name: "Ada Lovelace" });
  await openBuilder(page, resume.id);
  await pictureInput(page).setInputFiles({ name: "ada.png", mimeType: "image/png", buffer: await png(320, 320) });
  await expect(uploadStatus(page)).toHaveText("Picture uploaded.", { timeout: 30_000 });

  await page.getByRole("button", { name: "Picture settings" }).click();
  const settings = page.locator('[data-slot="popover-content"]');
  await expect(settings.getByText("How your picture looks")).toBeInViewport({ ratio: 1 });
  const box = (await settings.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  // Taller than the room it has: the last switch is reached by scrolling inside it.
  expect(await settings.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  const grayscale = settings.getByRole("switch", { name: "Grayscale" });
  await grayscale.scrollIntoViewIfNeeded();
  await expect(grayscale).toBeInViewport({ ratio: 1 });
  expect(await settings.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

import { expect, test } from "@playwright/test";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { signUp } from "../fixtures/auth";

// Issue 24 item 5: a save draws the resume's first page in the background; the picture is its owner's.

test("a save produces a thumbnail of that version, for the owner's card only", async ({ page, browser, baseURL }) => {
  await signUp(page);
  const created = (await (
    await page.request.post("/api/resume", { data: { title: "Card picture" } })
  ).json()) as ResumeDto;
  const data = structuredClone(created.data);
  data.basics.name = "Thumbnail Person";
  const saved = await page.request.patch(`/api/resume/${created.id}`, { data: { version: created.version, data } });
  expect(saved.status()).toBe(200);
  const { version } = (await saved.json()) as ResumeDto;

  const address = `/api/resume/${created.id}/thumbnail?v=${version}`;
  await expect
    .poll(async () => (await page.request.get(address)).status(), { timeout: 60_000, intervals: [500, 1_000, 2_000] })
    .toBe(200);
  const picture = await page.request.get(address);
  expect(picture.headers()["content-type"]).toBe("image/webp");
  expect(picture.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");
  expect((await picture.body()).subarray(8, 12).toString()).toBe("WEBP");

  // The dashboard card shows it rather than the template's stock picture.
  await page.goto("/dashboard/resumes");
  const card = page.locator(`[data-resume-id="${created.id}"]`);
  await expect(card.getByTestId("resume-thumbnail")).toHaveAttribute("src", address);
  await expect
    .poll(() => card.getByTestId("resume-thumbnail").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(400);

  // Another user, and a visitor, get the same answer as for a resume that does not exist.
  const other = await browser.newContext({ baseURL });
  await signUp(other);
  expect((await other.request.get(address)).status()).toBe(404);
  await other.close();
  const visitor = await browser.newContext({ baseURL });
  expect((await visitor.request.get(address)).status()).toBe(404);
  await visitor.close();
  // Nor does the uploads route hand out the stored file.
  const me = (await (await page.request.get("/api/user/me")).json()) as { id: string };
  expect((await page.request.get(`/uploads/thumbnails/${me.id}/${created.id}/${version}.webp`)).status()).toBe(404);

  // Deleting the resume deletes its picture.
  expect((await page.request.delete(`/api/resume/${created.id}`)).status()).toBe(204);
  expect((await page.request.get(address)).status()).toBe(404);
});

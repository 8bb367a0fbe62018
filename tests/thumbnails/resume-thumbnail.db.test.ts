import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { db } from "@/lib/db";
import { appErrorOf } from "@/tests/support/rejection";
import { getBrowserPool } from "@/lib/pdf/browser-pool";
import { createResume } from "@/lib/resume/create-resume";
import { deleteResume } from "@/lib/resume/delete-resume";
import { getSampleResume } from "@/core/resume/samples";
import { updateResume } from "@/lib/resume/update-resume";
import { getStorage } from "@/lib/storage";
import { createTestUser } from "@/tests/factories/users";
import { getResumeThumbnail } from "@/lib/thumbnails/get-resume-thumbnail";
import { thumbnailWidth } from "@/lib/thumbnails/render-resume-thumbnail";
import { renderAndStore, ThumbnailScheduler } from "@/lib/thumbnails/thumbnail-scheduler";
import { findLatestThumbnail, thumbnailFolder } from "@/lib/thumbnails/thumbnail-store";

afterAll(() => getBrowserPool().close());

async function codeOf(promise: Promise<unknown>) {
  return (await appErrorOf(promise)).code;
}

describe("resume thumbnails", () => {
  it("a save produces a picture of that version's first page, which only the owner may read until the resume is public", async () => {
    const { user: owner } = await createTestUser({ subscriptionTier: "PROFESSIONAL" });
    const { user: stranger } = await createTestUser();
    const created = await createResume(owner, { title: "Thumbnail", data: getSampleResume("en-US") });
    const saved = await updateResume({
      owner,
      resumeId: created.id,
      input: { version: created.version, title: "Thumbnail, renamed" },
    });

    // A burst of saves is drawn once, from the resume as it is when the render starts.
    const scheduler = new ThumbnailScheduler({
      delayMs: 0,
      render: (job) => renderAndStore({ ...job, renderDocument: renderPrintDocument }),
    });
    scheduler.schedule(owner.id, created.id);
    scheduler.schedule(owner.id, created.id);
    await scheduler.whenIdle();

    const stored = await findLatestThumbnail({ userId: owner.id, resumeId: created.id });
    expect(stored?.version).toBe(saved.version);
    const picture = await sharp(stored!.body).metadata();
    expect(picture.format).toBe("webp");
    expect(picture.width).toBe(thumbnailWidth);
    // A4 proportions, and not a blank page: the sample's dark text makes the picture far from uniform.
    expect(picture.height).toBeGreaterThan(thumbnailWidth * 1.35);
    const { channels } = await sharp(stored!.body).stats();
    expect(Math.min(...channels.slice(0, 3).map((channel) => channel.min))).toBeLessThan(100);

    const mine = await getResumeThumbnail({
      viewerId: owner.id,
      resumeId: created.id,
      renderDocument: renderPrintDocument,
    });
    expect(mine).toMatchObject({ version: saved.version, isCurrent: true, isPublic: false });
    expect(
      await codeOf(
        getResumeThumbnail({ viewerId: stranger.id, resumeId: created.id, renderDocument: renderPrintDocument }),
      ),
    ).toBe("ResumeNotFound");
    expect(
      await codeOf(getResumeThumbnail({ viewerId: null, resumeId: created.id, renderDocument: renderPrintDocument })),
    ).toBe("ResumeNotFound");
    // Storage never serves the folder under /uploads (lib/storage/serve-upload.test.ts); here the key is inside it.
    expect((await getStorage().list(`${thumbnailFolder}/${owner.id}/`)).map((file) => file.key)).toEqual([
      `${thumbnailFolder}/${owner.id}/${created.id}/${saved.version}.webp`,
    ]);

    await (await db()).resume.update({ where: { id: created.id }, data: { visibility: "PUBLIC" } });
    expect(
      (await getResumeThumbnail({ viewerId: stranger.id, resumeId: created.id, renderDocument: renderPrintDocument }))
        .isPublic,
    ).toBe(true);

    await deleteResume(owner.id, created.id);
    expect(await getStorage().list(`${thumbnailFolder}/${owner.id}/`)).toEqual([]);
  }, 90_000);

  it("renders one resume at a time and coalesces the saves made meanwhile into one more render", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const rendered: string[] = [];
    let release: () => void = () => undefined;
    const scheduler = new ThumbnailScheduler({
      delayMs: 0,
      render: async ({ resumeId }) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        if (rendered.length === 0) await new Promise<void>((resolve) => (release = resolve));
        rendered.push(resumeId);
        running -= 1;
      },
    });
    scheduler.schedule("user", "resume-a");
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Three saves while the first render is still drawing, and another resume's.
    scheduler.schedule("user", "resume-a");
    scheduler.schedule("user", "resume-a");
    scheduler.schedule("user", "resume-a");
    scheduler.schedule("user", "resume-b");
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await scheduler.whenIdle();
    expect(rendered.sort()).toEqual(["resume-a", "resume-a", "resume-b"]);
    expect(mostAtOnce).toBe(1);
  });

  it("rests after each render as long as the render took (restRatio 1), so a backlog takes half a core", async () => {
    const spans: Array<{ start: number; end: number }> = [];
    const scheduler = new ThumbnailScheduler({
      delayMs: 0,
      restRatio: 1,
      render: async () => {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 60));
        spans.push({ start, end: performance.now() });
      },
    });
    for (const resumeId of ["resume-1", "resume-2", "resume-3"]) scheduler.schedule("user", resumeId);
    await scheduler.whenIdle();
    expect(spans).toHaveLength(3);
    for (let index = 1; index < spans.length; index += 1) {
      const rendered = spans[index - 1]!.end - spans[index - 1]!.start;
      // The next render waits out a rest as long as the last render (timers may fire a millisecond early).
      expect(spans[index]!.start - spans[index - 1]!.end).toBeGreaterThanOrEqual(rendered - 2);
    }
  });

  it("a steady stream of saves still gets a picture once the longest wait is over", async () => {
    const rendered: number[] = [];
    const started = Date.now();
    const scheduler = new ThumbnailScheduler({
      delayMs: 100,
      maxDelayMs: 300,
      render: async () => void rendered.push(Date.now() - started),
    });
    // A save every 30 ms for 600 ms: never the 100 ms of quiet the debounce waits for.
    for (let save = 0; save < 20; save += 1) {
      scheduler.schedule("user", "resume-stream");
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await scheduler.whenIdle();
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(rendered[0]).toBeLessThan(500);
  });
});

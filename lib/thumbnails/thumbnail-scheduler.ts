import "server-only";
import { db } from "@/lib/db";
import type { RenderPrintDocument } from "@/lib/pdf/render-resume-pdf";
import { parseResumeDataTolerant } from "@/core/resume/schema";
import { renderResumeThumbnail } from "./render-resume-thumbnail";
import { deleteThumbnails, findLatestThumbnail, saveThumbnail } from "./thumbnail-store";

/*
 * Makes resume thumbnails in the background, after a save has been answered:
 * - a burst of saves (autosave every few seconds) waits `delayMs` after the last one, then renders once,
 *   but never waits more than `maxDelayMs` after the first (a steady stream of saves still gets pictures);
 * - at most one render per resume at a time: a save during a render asks for one more afterwards;
 * - renders run one after another for the whole process, so thumbnails never take more than one of the
 *   print browser's slots from the PDF exports;
 * - after each render the queue rests `restRatio` times as long as the render took, so a backlog (many
 *   editors at once) takes at most 1 / (1 + restRatio) of a core instead of all of it, and the saves
 *   that asked for the pictures keep their latency;
 * - each render reads the resume as it is then and skips a version that already has its picture.
 * A failed render is logged and left: the card keeps the template's stock picture until the next save.
 * Several app processes may each render a resume once; the result is the same file.
 */

type Render = (job: { userId: string; resumeId: string }) => Promise<void>;
type Entry = { userId: string; timer: NodeJS.Timeout | null; firstAskedAt: number; isRunning: boolean; isDue: boolean };
/** `render` draws and stores one picture; by default renderAndStore with the templates' print renderer. */
type SchedulerOptions = { delayMs: number; maxDelayMs?: number; restRatio?: number; render: Render };

const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

export class ThumbnailScheduler {
  private readonly entries = new Map<string, Entry>();
  private queue: Promise<void> = Promise.resolve();
  private readonly idleWaiters = new Set<() => void>();

  constructor(private readonly options: SchedulerOptions) {}

  /** Asks for a fresh thumbnail of the resume after a save; returns at once. */
  schedule(userId: string, resumeId: string): void {
    const key = `${userId}/${resumeId}`;
    const entry = this.entries.get(key) ?? {
      userId,
      timer: null,
      firstAskedAt: Date.now(),
      isRunning: false,
      isDue: false,
    };
    // A new burst starts when no render is waiting for this one to end.
    if (!entry.timer) entry.firstAskedAt = Date.now();
    this.entries.set(key, entry);
    if (entry.timer) clearTimeout(entry.timer);
    const latest = entry.firstAskedAt + (this.options.maxDelayMs ?? Infinity) - Date.now();
    entry.timer = setTimeout(
      () => {
        entry.timer = null;
        entry.isDue = true;
        if (!entry.isRunning) this.start(key, resumeId, entry);
      },
      Math.max(0, Math.min(this.options.delayMs, latest)),
    );
    entry.timer.unref?.();
  }

  /** Asks for a missing picture (a read found none): waits for nothing if one is already on its way. */
  scheduleIfIdle(userId: string, resumeId: string): void {
    if (!this.entries.has(`${userId}/${resumeId}`)) this.schedule(userId, resumeId);
  }

  /** Resolves once nothing is waiting or rendering (tests, and a graceful stop). */
  whenIdle(): Promise<void> {
    if (this.entries.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.add(resolve));
  }

  private start(key: string, resumeId: string, entry: Entry) {
    entry.isRunning = true;
    entry.isDue = false;
    const { render, restRatio = 0 } = this.options;
    this.queue = this.queue
      .then(async () => {
        const startedAt = performance.now();
        try {
          await render({ userId: entry.userId, resumeId });
        } finally {
          if (restRatio > 0) await rest((performance.now() - startedAt) * restRatio);
        }
      })
      .catch((error: unknown) =>
        console.error("[thumbnails] could not render the thumbnail of resume", resumeId, error),
      )
      .finally(() => {
        entry.isRunning = false;
        if (entry.isDue) this.start(key, resumeId, entry);
        else if (!entry.timer) this.forget(key);
      });
  }

  private forget(key: string) {
    this.entries.delete(key);
    if (this.entries.size > 0) return;
    for (const resolve of this.idleWaiters) resolve();
    this.idleWaiters.clear();
  }
}

/** Renders the resume's current version, unless its picture is already there (or the resume is gone). */
export async function renderAndStore({
  userId,
  resumeId,
  renderDocument,
}: {
  userId: string;
  resumeId: string;
  renderDocument: RenderPrintDocument;
}): Promise<void> {
  const prisma = await db();
  const resume = await prisma.resume.findFirst({
    where: { id: resumeId, userId },
    select: { version: true, data: true },
  });
  if (!resume) return;
  const existing = await findLatestThumbnail({ userId, resumeId });
  if (existing && existing.version >= resume.version) return;
  const body = await renderResumeThumbnail(parseResumeDataTolerant(resume.data).data, { renderDocument });
  await saveThumbnail({ userId, resumeId, version: resume.version, body });
  // Deleted while its picture was drawn: the deletion has already cleared the folder, so clear it again.
  if (!(await prisma.resume.findFirst({ where: { id: resumeId, userId }, select: { id: true } })))
    await deleteThumbnails({ userId, resumeId });
}

/** One scheduler per process, whichever route bundle asks (as the browser pool). */
function processScheduler(renderDocument: RenderPrintDocument): ThumbnailScheduler {
  const holder = globalThis as typeof globalThis & { vitaeThumbnailScheduler?: ThumbnailScheduler };
  holder.vitaeThumbnailScheduler ??= new ThumbnailScheduler({
    delayMs: 3_000,
    maxDelayMs: 15_000,
    // Half of one core at most: 50 editors' pictures, due together, kept the saves' p95 at 52 ms instead of 30.
    restRatio: 1,
    render: (job) => renderAndStore({ ...job, renderDocument }),
  });
  return holder.vitaeThumbnailScheduler;
}

/** After a save or a create: a fresh picture, drawn in the background; never waits for the render. */
export function scheduleResumeThumbnail(userId: string, resumeId: string, renderDocument: RenderPrintDocument): void {
  processScheduler(renderDocument).schedule(userId, resumeId);
}

/** After a read found no current picture: one is drawn unless one is already on its way. */
export function requestMissingThumbnail(userId: string, resumeId: string, renderDocument: RenderPrintDocument): void {
  processScheduler(renderDocument).scheduleIfIdle(userId, resumeId);
}

import { describe, expect, it } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import { AppError } from "@/core/errors";
import { getPublicResume } from "@/lib/resume/get-public-resume";
import { getResumeStatistics } from "@/lib/resume/get-resume-statistics";
import { makeResume } from "@/tests/factories/exporters";
import { createUserWithTokens } from "@/tests/factories/users";
import type { BrowserPool } from "@/lib/pdf/browser-pool";
import { exportResumePdfWithProgress } from "@/lib/pdf/export-progress";
import type { ExportProgressEvent } from "@/core/pdf/export-progress-events";

// The progress stream reports the export's real stages: these tests stand in for Chromium with a pool
// whose print is observable, so the order of events around the print is what is asserted.

const title = "Site Reliability Engineer";

type Exporter = Parameters<typeof exportResumePdfWithProgress>[0];

function describeEvent(event: ExportProgressEvent): string {
  return event.type === "step" ? `${event.step}:${event.status}` : event.type;
}

/**
 * Exports the resume as `user`, with a pool whose print is `print`. Returns the events sent, and the
 * timeline: each event described, with "print" where the pool printed.
 */
async function runExport(user: Exporter, resumeId: string, print: () => Promise<Uint8Array>) {
  const timeline: string[] = [];
  const events: ExportProgressEvent[] = [];
  const pool = {
    run: async () => {
      timeline.push("print");
      return print();
    },
  } as unknown as BrowserPool;
  const onEvent = (event: ExportProgressEvent) => {
    events.push(event);
    timeline.push(describeEvent(event));
  };
  await exportResumePdfWithProgress(user, { resumeId }, onEvent, renderDocument, pool);
  return { events, timeline };
}

describe("exportResumePdfWithProgress", () => {
  it("reports prepare, generate and finalize around the real print, then sends the file", async () => {
    const user = await createUserWithTokens("PROFESSIONAL");
    const resume = await makeResume(user, "gengar", title);
    const bytes = new TextEncoder().encode("%PDF-1.7 fake");
    const { events, timeline } = await runExport(user, resume.id, async () => bytes);

    expect(timeline).toEqual([
      "prepare:active",
      "prepare:done",
      "generate:active",
      "print",
      "generate:done",
      "finalize:active",
      "file",
      "finalize:done",
    ]);
    const file = events.find((event) => event.type === "file");
    expect(file).toMatchObject({
      fileName: "Site Reliability Engineer-resume.pdf",
      watermarked: false,
      tokensCharged: 0,
    });
    expect(Buffer.from((file as { base64: string }).base64, "base64").toString()).toBe("%PDF-1.7 fake");
    expect((await getResumeStatistics(user.id, resume.id)).downloads).toBe(1);
  });

  it("a refused export ends in the prepare step, before anything is printed", async () => {
    const user = await createUserWithTokens("FREE", 500);
    const resume = await makeResume(user, "gengar", title);
    const { events, timeline } = await runExport(user, resume.id, async () => new Uint8Array());
    // Nothing printed.
    expect(timeline).toEqual(["prepare:active", "error"]);
    expect(events[1]).toMatchObject({
      type: "error",
      error: { code: "Forbidden", details: { reason: "premium_template", step: "prepare" } },
    });
  });

  it("a failed print is reported in the generate step and nothing is counted", async () => {
    const user = await createUserWithTokens("BASIC");
    const resume = await makeResume(user, "leafish", title);
    const { events, timeline } = await runExport(user, resume.id, async () =>
      Promise.reject(new AppError("ResumePrinterError")),
    );
    expect(timeline).toEqual(["prepare:active", "prepare:done", "generate:active", "print", "error"]);
    expect(events.at(-1)).toMatchObject({ error: { code: "ResumePrinterError", details: { step: "generate" } } });
    expect((await getResumeStatistics(user.id, resume.id)).downloads).toBe(0);
  });

  it("another user's resume is not found, and says nothing about it", async () => {
    const owner = await createUserWithTokens("PROFESSIONAL");
    const resume = await makeResume(owner, "leafish", title);
    const stranger = await createUserWithTokens("PROFESSIONAL");
    const { events } = await runExport(stranger, resume.id, async () => new Uint8Array());
    expect(events.at(-1)).toMatchObject({ type: "error", error: { code: "ResumeNotFound" } });
    // Sanity: the resume exists and is private.
    await expect(getPublicResume({ id: resume.id })).rejects.toBeInstanceOf(AppError);
  });
});

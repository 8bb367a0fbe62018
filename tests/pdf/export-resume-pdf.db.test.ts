import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { appErrorOf } from "@/tests/support/rejection";
import { getResumeStatistics } from "@/lib/resume/get-resume-statistics";
import { updateResume } from "@/lib/resume/update-resume";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { BrowserPool } from "@/lib/pdf/browser-pool";
import { countDownloadOf, downloadBatchMs } from "@/lib/pdf/count-download";
import { exportResumePdf } from "@/lib/pdf/export-resume-pdf";
import { watermarkText } from "@/lib/pdf/watermark";
import { makeResume } from "@/tests/factories/exporters";
import { createUserWithTokens } from "@/tests/factories/users";
import { pdfText } from "@/tests/support/pdf-text";

const pool = new BrowserPool({ concurrency: 2, timeoutMs: 60_000 });
afterAll(() => pool.close());

/** What an export leaves behind: the user's token balance and the resume's download count. */
async function balanceAndDownloads(userId: string, resumeId: string) {
  return { balance: await getTokenBalance(userId), downloads: (await getResumeStatistics(userId, resumeId)).downloads };
}

describe("exportResumePdf", () => {
  it("FREE on a free template: watermarked, charged 25 tokens once per export, download counted", async () => {
    const user = await createUserWithTokens("FREE", 60);
    const resume = await makeResume(user, "leafish", "Ingénieure backend");
    const exportId = randomUUID();

    const first = await exportResumePdf(user, { resumeId: resume.id, exportId }, { renderDocument, pool });
    expect(first).toMatchObject({ watermarked: true, tokensCharged: 25, fileName: "Ingénieure backend-resume.pdf" });
    expect(await pdfText(first.pdf)).toContain(await watermarkText("en-US"));
    expect(await getTokenBalance(user.id)).toBe(35);

    // The same export retried is not charged again; a new export is.
    expect(
      (await exportResumePdf(user, { resumeId: resume.id, exportId }, { renderDocument, pool })).tokensCharged,
    ).toBe(0);
    expect(await getTokenBalance(user.id)).toBe(35);
    await exportResumePdf(user, { resumeId: resume.id }, { renderDocument, pool });
    expect(await balanceAndDownloads(user.id, resume.id)).toEqual({ balance: 10, downloads: 3 });

    const short = await appErrorOf(exportResumePdf(user, { resumeId: resume.id }, { renderDocument, pool }));
    expect(short.code).toBe("InsufficientTokens");
    expect(short.details).toEqual({ required: 25, balance: 10 });
    expect(await balanceAndDownloads(user.id, resume.id)).toEqual({ balance: 10, downloads: 3 });

    const prisma = await db();
    const charges = await prisma.tokenLedgerEntry.findMany({ where: { userId: user.id, operation: "PDF_EXPORT" } });
    expect(charges.map((charge) => charge.delta)).toEqual([-25, -25]);
  }, 120_000);

  it("FREE on a premium template is refused before anything is printed or charged", async () => {
    const user = await createUserWithTokens("FREE", 250);
    const resume = await makeResume(user, "gengar");
    const error = await appErrorOf(exportResumePdf(user, { resumeId: resume.id }, { renderDocument, pool }));
    expect(error.code).toBe("Forbidden");
    expect(error.details).toEqual({ reason: "premium_template", feature: "pdf" });
    expect(await balanceAndDownloads(user.id, resume.id)).toEqual({ balance: 250, downloads: 0 });
  }, 60_000);

  it("BASIC: every template, no watermark, no charge", async () => {
    const user = await createUserWithTokens("BASIC", 0);
    const resume = await makeResume(user, "gengar");
    const exported = await exportResumePdf(user, { resumeId: resume.id }, { renderDocument, pool });
    expect(exported).toMatchObject({ watermarked: false, tokensCharged: 0 });
    const text = await pdfText(exported.pdf);
    expect(text).toContain("Emily Carter");
    expect(text).not.toContain(await watermarkText("en-US"));
    expect(await balanceAndDownloads(user.id, resume.id)).toEqual({ balance: 0, downloads: 1 });
  }, 60_000);

  it("with afterResponse, the download is counted by the work it defers, once, and not before", async () => {
    const user = await createUserWithTokens("PROFESSIONAL", 0);
    const resume = await makeResume(user, "leafish");
    const deferred: (() => Promise<void>)[] = [];
    const exported = await exportResumePdf(
      user,
      { resumeId: resume.id },
      { renderDocument, pool, afterResponse: (work) => void deferred.push(work) },
    );
    expect(await pdfText(exported.pdf)).toContain("Emily Carter");
    expect(deferred).toHaveLength(1);
    expect((await getResumeStatistics(user.id, resume.id)).downloads).toBe(0);
    await deferred[0]!();
    expect((await getResumeStatistics(user.id, resume.id)).downloads).toBe(1);

    // A refused export defers nothing.
    const other = await createUserWithTokens("FREE", 250);
    await appErrorOf(
      exportResumePdf(
        other,
        { resumeId: resume.id },
        { renderDocument, pool, afterResponse: (work) => void deferred.push(work) },
      ),
    );
    expect(deferred).toHaveLength(1);
  }, 60_000);

  it("downloads deferred within a second are stored together, each one counted, none before the second is over", async () => {
    const user = await createUserWithTokens("PROFESSIONAL", 0);
    const [first, second] = [await makeResume(user, "leafish", "First"), await makeResume(user, "leafish", "Second")];
    const deferred: (() => Promise<void>)[] = [];
    const afterResponse = (work: () => Promise<void>) => void deferred.push(work);
    for (const resumeId of [first.id, first.id, second.id, first.id]) await countDownloadOf(resumeId, afterResponse);

    const started = performance.now();
    const stored = Promise.all(deferred.map((work) => work()));
    expect((await getResumeStatistics(user.id, first.id)).downloads).toBe(0);
    await stored;
    expect(performance.now() - started).toBeGreaterThanOrEqual(downloadBatchMs - 50);
    expect((await getResumeStatistics(user.id, first.id)).downloads).toBe(3);
    expect((await getResumeStatistics(user.id, second.id)).downloads).toBe(1);

    // A download after the batch was written starts the next one.
    deferred.length = 0;
    await countDownloadOf(first.id, afterResponse);
    await deferred[0]!();
    expect((await getResumeStatistics(user.id, first.id)).downloads).toBe(4);
  }, 60_000);

  it("a download of a resume deleted before its batch is written is dropped without an error", async () => {
    const user = await createUserWithTokens("PROFESSIONAL", 0);
    const resume = await makeResume(user, "leafish", "Gone");
    const deferred: (() => Promise<void>)[] = [];
    await countDownloadOf(resume.id, (work) => void deferred.push(work));
    await (await db()).resume.delete({ where: { id: resume.id } });
    await expect(deferred[0]!()).resolves.toBeUndefined();
  }, 60_000);

  it("another user's resume is not found, and nothing is charged", async () => {
    const owner = await createUserWithTokens("BASIC", 0);
    const other = await createUserWithTokens("FREE", 250);
    const resume = await makeResume(owner, "leafish");
    expect((await appErrorOf(exportResumePdf(other, { resumeId: resume.id }, { renderDocument, pool }))).code).toBe(
      "ResumeNotFound",
    );
    expect(await getTokenBalance(other.id)).toBe(250);
  }, 60_000);

  it("two exports racing for the last tokens: exactly one is charged", async () => {
    const user = await createUserWithTokens("FREE", 30);
    const resume = await makeResume(user, "onyx");
    const results = await Promise.allSettled([
      exportResumePdf(user, { resumeId: resume.id }, { renderDocument, pool }),
      exportResumePdf(user, { resumeId: resume.id }, { renderDocument, pool }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect(rejected && rejected.reason instanceof AppError && rejected.reason.code).toBe("InsufficientTokens");
    expect(await getTokenBalance(user.id)).toBe(5);
  }, 60_000);

  it("one export id is a retry only for the same resume and version: another resume or a later edit is charged (security #21.8)", async () => {
    const user = await createUserWithTokens("FREE", 100);
    const first = await makeResume(user, "leafish", "First");
    const second = await makeResume(user, "leafish", "Second");
    const exportId = randomUUID();
    const printed = fakePool(async () => new TextEncoder().encode("%PDF-1.7 fake"));

    expect(
      (await exportResumePdf(user, { resumeId: first.id, exportId }, { renderDocument, pool: printed })).tokensCharged,
    ).toBe(25);
    expect(
      (await exportResumePdf(user, { resumeId: first.id, exportId }, { renderDocument, pool: printed })).tokensCharged,
    ).toBe(0);
    expect(
      (await exportResumePdf(user, { resumeId: second.id, exportId }, { renderDocument, pool: printed })).tokensCharged,
    ).toBe(25);
    await updateResume({ owner: user, resumeId: first.id, input: { version: first.version, title: "First, edited" } });
    expect(
      (await exportResumePdf(user, { resumeId: first.id, exportId }, { renderDocument, pool: printed })).tokensCharged,
    ).toBe(25);
    expect(await getTokenBalance(user.id)).toBe(25);
  });

  it("a failed print gives the tokens back, once", async () => {
    const user = await createUserWithTokens("FREE", 60);
    const resume = await makeResume(user, "leafish");
    const exportId = randomUUID();
    const failing = fakePool(async () => Promise.reject(new AppError("ResumePrinterError")));
    expect(
      (await appErrorOf(exportResumePdf(user, { resumeId: resume.id, exportId }, { renderDocument, pool: failing })))
        .code,
    ).toBe("ResumePrinterError");
    expect(await getTokenBalance(user.id)).toBe(60);
    // Retrying the same export is charged again (its earlier charge was given back), and once.
    const retried = await exportResumePdf(
      user,
      { resumeId: resume.id, exportId },
      { renderDocument, pool: fakePool(async () => new Uint8Array([37])) },
    );
    expect(retried.tokensCharged).toBe(25);
    expect(
      (
        await exportResumePdf(
          user,
          { resumeId: resume.id, exportId },
          { renderDocument, pool: fakePool(async () => new Uint8Array([37])) },
        )
      ).tokensCharged,
    ).toBe(0);
    expect(await getTokenBalance(user.id)).toBe(35);
    const prisma = await db();
    const rows = await prisma.tokenLedgerEntry.findMany({
      where: { userId: user.id, kind: { in: ["CHARGE", "REFUND"] } },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((row) => [row.kind, row.delta])).toEqual([
      ["CHARGE", -25],
      ["REFUND", 25],
      ["CHARGE", -25],
    ]);
  });
});

function fakePool(print: () => Promise<Uint8Array>): BrowserPool {
  return { run: async () => print() } as unknown as BrowserPool;
}

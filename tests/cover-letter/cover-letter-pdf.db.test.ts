import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { renderPrintDocument as renderDocument } from "@/components/templates/render-resume-html";
import { getSampleResume } from "@/core/resume/samples";
import type { ResumeTemplateName } from "@/core/resume/schema";
import type { SubscriptionTier } from "@/lib/db";
import { textWithBullets } from "@/lib/ai/offline/html-text";
import { exportCoverLetterPdf } from "@/lib/cover-letter/export-cover-letter-pdf";
import { generateCoverLetter } from "@/lib/cover-letter/generate-cover-letter";
import { saveCoverLetter } from "@/lib/cover-letter/save-cover-letter";
import { BrowserPool } from "@/lib/pdf/browser-pool";
import { watermarkText } from "@/lib/pdf/watermark";
import { getResumeStatistics } from "@/lib/resume/get-resume-statistics";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { appErrorOf, resumeOwner } from "@/tests/career/career-fixtures";
import { pdfFontNames, pdfPageCount, pdfText } from "@/tests/support/pdf-text";

// The cover letter printed through the resume's PDF pipeline in the resume's template: read back
// with pdf.js, the page holds the template's header (name, headline) and then exactly the letter's
// text, in English and in Arabic; the charge follows the resume PDF's rules.

const pool = new BrowserPool({ concurrency: 1, timeoutMs: 60_000 });
afterAll(() => pool.close());

/** The words of a text (letters, marks and digits), in order. */
const words = (text: string) => (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).join(" ");

/** Text as a reader compares it: one space between words, list bullets aside. */
const flat = (text: string) => text.replace(/^• /gm, "").replace(/\s+/g, " ").trim();

async function letterOwner(locale: "en-US" | "ar-SA", template: ResumeTemplateName, tier: SubscriptionTier) {
  const data = getSampleResume(locale, { metadata: { template } });
  return { data, ...(await resumeOwner(data, { tier, balance: 1000 })) };
}

describe("cover letter PDF", () => {
  it("prints the English letter under the template's header, its text read back unchanged (BASIC, no charge)", async () => {
    const { data, user, actor, resumeId } = await letterOwner("en-US", "gengar", "BASIC");
    const generated = await generateCoverLetter({
      actor,
      request: { resumeId, jobTitle: "Staff Engineer", company: "Acme Retail", idempotencyKey: randomUUID() },
    });
    const exported = await exportCoverLetterPdf(actor, { resumeId }, { renderDocument, pool });
    expect(exported).toMatchObject({ watermarked: false, tokensCharged: 0 });
    expect(exported.fileName).toMatch(/-cover-letter\.pdf$/);

    const text = await pdfText(exported.pdf);
    const letter = flat(textWithBullets(generated.letter.html));
    expect(letter.length).toBeGreaterThan(300);
    expect(flat(text)).toContain(letter);
    // The header the template draws, before the letter; no other section of the resume.
    expect(text.indexOf(data.basics.name)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(data.basics.name)).toBeLessThan(flat(text).indexOf(letter.slice(0, 20)));
    expect(text).toContain(data.basics.email);
    expect(text).not.toContain(data.sections.education.items[0]!.institution);
    expect(await pdfPageCount(exported.pdf)).toBe(1);
    expect(await getTokenBalance(user.id)).toBe(900);
    expect((await getResumeStatistics(user.id, resumeId)).downloads).toBe(0);
  }, 120_000);

  it("prints an Arabic letter right to left in the resume's Arabic font, read back as written", async () => {
    const { data, actor, resumeId } = await letterOwner("ar-SA", "onyx", "PROFESSIONAL");
    const html =
      "<p>السادة مسؤولي التوظيف المحترمين،</p>" +
      "<p>أتقدّم بطلب لشغل وظيفة مهندسة برمجيات لدى شركة المراعي. عملت على أنظمة الدفع وخفضت زمن الاستجابة بنسبة 35%.</p>" +
      "<ul><li><p>قدت فريقًا من 6 مهندسين</p></li></ul>" +
      `<p>مع خالص التحية،<br>${data.basics.name}</p>`;
    await saveCoverLetter({
      actor,
      resumeId,
      letter: { html, jobTitle: "مهندسة برمجيات", company: "شركة المراعي", recipient: "", jobDescription: "" },
    });
    const exported = await exportCoverLetterPdf(actor, { resumeId }, { renderDocument, pool });
    const text = await pdfText(exported.pdf);
    // pdf.js gives each line in the order it is seen; the reader turns it back with the bidi algorithm, which
    // cannot tell where a neutral mark stood between a number and the line's end ("35%." comes back ".%35"):
    // the words are compared in order, and the letters of every word as written.
    expect(words(text)).toContain(words(textWithBullets(html)));
    expect(flat(text)).toContain("أتقدّم بطلب لشغل وظيفة مهندسة برمجيات لدى شركة المراعي.");
    expect(text).not.toContain("التوقيع");
    expect(text).toContain(data.basics.name);
    expect(text).not.toMatch(/[\ufffd\u25a1]/);
    expect((await pdfFontNames(exported.pdf)).join(" ")).toMatch(
      new RegExp(data.metadata.typography.font.family.replace(/\s/g, "")),
    );
  }, 120_000);

  it("FREE: watermarked and charged PDF_EXPORT once per export; an empty letter and a guest are refused", async () => {
    const { actor, user, resumeId } = await letterOwner("en-US", "onyx", "FREE");
    expect((await appErrorOf(exportCoverLetterPdf(actor, { resumeId }, { renderDocument, pool }))).code).toBe(
      "ValidationFailed",
    );
    await saveCoverLetter({
      actor,
      resumeId,
      letter: {
        html: "<p>Dear team, I would like to apply.</p>",
        jobTitle: "",
        company: "",
        recipient: "",
        jobDescription: "",
      },
    });
    const exportId = randomUUID();
    const first = await exportCoverLetterPdf(actor, { resumeId, exportId }, { renderDocument, pool });
    expect(first).toMatchObject({ watermarked: true, tokensCharged: 25 });
    expect(await pdfText(first.pdf)).toContain(await watermarkText("en-US"));
    const retry = await exportCoverLetterPdf(actor, { resumeId, exportId }, { renderDocument, pool });
    expect(retry.tokensCharged).toBe(0);
    expect(await getTokenBalance(user.id)).toBe(975);

    const guest = await appErrorOf(
      exportCoverLetterPdf({ guestSessionId: randomUUID() }, { resumeId }, { renderDocument, pool }),
    );
    expect(guest).toMatchObject({ code: "Forbidden", details: { reason: "sign_in_required" } });
  }, 120_000);
});

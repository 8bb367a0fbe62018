import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coverLetterLimits } from "@/core/cover-letter/schema";
import { textWithBullets } from "@/lib/ai/offline/html-text";
import { config } from "@/lib/config";
import { resumeSourceText } from "@/lib/career/linkedin-offline";
import { generateCoverLetter } from "@/lib/cover-letter/generate-cover-letter";
import { getCoverLetter } from "@/lib/cover-letter/get-cover-letter";
import { saveCoverLetter } from "@/lib/cover-letter/save-cover-letter";
import { db } from "@/lib/db";
import { deleteResume } from "@/lib/resume/delete-resume";
import { setResumeLock } from "@/lib/resume/set-resume-lock";
import { buildResume } from "@/tests/analysis/fixtures/build";
import {
  appErrorOf,
  careerSuite,
  chargedAndRefunded,
  guestWithTokens,
  inLocale,
  itRefusesAndRefunds,
  ledger,
  nurse,
  resumeOwner,
  software,
  withModel,
  wordsNotIn,
} from "@/tests/career/career-fixtures";

// Cover letters as lib operations with the real database and ledger: storing and reading the letter
// (ownership, guests, size, sanitising, lock, deletion with the resume), the offline letter composed
// from the resume and the analyzer's matches (nothing in it the resume does not say), the model path
// against the loopback OpenAI stand-in, and the refunds.

const { server, key, lastSmartCall, withModelAnswering } = careerSuite("cover");
const job = { jobTitle: "Senior Frontend Engineer", company: "Acme Retail", jobDescription: software.job };
const nurseJob = { jobTitle: "ممرضة عناية مركزة", company: "مستشفى الشفاء", jobDescription: nurse.job };

/** The fixed phrases the offline letter may add, in a locale (messages coverLetter.compose). */
function composeWords(locale: string): string {
  const file = path.join(process.cwd(), "messages", locale, "coverLetter.json");
  return Object.values((JSON.parse(readFileSync(file, "utf8")) as { compose: Record<string, string> }).compose).join(
    "\n",
  );
}

const numbersIn = (text: string) => text.match(/\d+/g) ?? [];

describe("cover letter storage", () => {
  it("saves, sanitises and reads the letter of one's own resume; an empty letter before", async () => {
    const { actor, resumeId } = await resumeOwner(software.resume);
    expect(await getCoverLetter({ actor, resumeId })).toEqual({
      resumeId,
      html: "",
      jobTitle: "",
      company: "",
      recipient: "",
      jobDescription: "",
      updatedAt: null,
    });
    const saved = await saveCoverLetter({
      actor,
      resumeId,
      letter: {
        html: '<p onclick="steal()">Dear team,</p><script>alert(1)</script><p>I <strong>build</strong> things.</p>',
        jobTitle: "  Engineer ",
        company: "Acme",
        recipient: "",
        jobDescription: "",
      },
    });
    expect(saved.html).toBe("<p>Dear team,</p><p>I <strong>build</strong> things.</p>");
    expect(saved.jobTitle).toBe("Engineer");
    expect(saved.updatedAt).not.toBeNull();
    expect(await getCoverLetter({ actor, resumeId })).toEqual(saved);

    // A second save replaces the first: one letter per resume.
    const { jobTitle, company, recipient, jobDescription } = saved;
    await saveCoverLetter({
      actor,
      resumeId,
      letter: { html: "<p>Second draft</p>", jobTitle, company, recipient, jobDescription },
    });
    const prisma = await db();
    expect(await prisma.coverLetter.count({ where: { resumeId } })).toBe(1);
    expect((await getCoverLetter({ actor, resumeId })).html).toBe("<p>Second draft</p>");
  });

  it("refuses a guest, another user's resume, a letter over the limit and a locked resume; goes with its resume", async () => {
    const guestSessionId = await guestWithTokens();
    const owner = await resumeOwner(software.resume);
    const letter = { html: "<p>Hello</p>", jobTitle: "", company: "", recipient: "", jobDescription: "" };
    const guest = await appErrorOf(saveCoverLetter({ actor: { guestSessionId }, resumeId: owner.resumeId, letter }));
    expect(guest).toMatchObject({ code: "Forbidden", details: { reason: "sign_in_required" } });
    expect((await appErrorOf(getCoverLetter({ actor: { guestSessionId }, resumeId: owner.resumeId }))).code).toBe(
      "Forbidden",
    );

    await saveCoverLetter({ actor: owner.actor, resumeId: owner.resumeId, letter });
    const other = await resumeOwner(software.resume);
    expect((await appErrorOf(getCoverLetter({ actor: other.actor, resumeId: owner.resumeId }))).code).toBe(
      "ResumeNotFound",
    );
    expect((await appErrorOf(saveCoverLetter({ actor: other.actor, resumeId: owner.resumeId, letter }))).code).toBe(
      "ResumeNotFound",
    );
    expect((await getCoverLetter({ actor: owner.actor, resumeId: owner.resumeId })).html).toBe("<p>Hello</p>");

    const tooLong = { ...letter, html: `<p>${"a".repeat(coverLetterLimits.html)}</p>` };
    await expect(saveCoverLetter({ actor: owner.actor, resumeId: owner.resumeId, letter: tooLong })).rejects.toThrow();
    expect((await getCoverLetter({ actor: owner.actor, resumeId: owner.resumeId })).html).toBe("<p>Hello</p>");

    await setResumeLock({ userId: owner.user.id, resumeId: owner.resumeId, isLocked: true });
    expect((await appErrorOf(saveCoverLetter({ actor: owner.actor, resumeId: owner.resumeId, letter }))).code).toBe(
      "ResumeLocked",
    );
    await setResumeLock({ userId: owner.user.id, resumeId: owner.resumeId, isLocked: false });

    await deleteResume(owner.user.id, owner.resumeId);
    const prisma = await db();
    expect(await prisma.coverLetter.count({ where: { resumeId: owner.resumeId } })).toBe(0);
  });
});

describe("cover letter generation, offline", () => {
  it("composes the letter from the resume's facts and the job's proved requirements, charges 100 once, stores it", async () => {
    const { user, actor, resumeId } = await resumeOwner(software.resume);
    const request = { resumeId, ...job, recipient: "Ms. Rivera", idempotencyKey: key() };
    const result = await generateCoverLetter({ actor, request, now: new Date("2026-06-01") });
    const text = textWithBullets(result.letter.html);

    expect(text.split("\n")[0]).toBe("Dear Ms. Rivera,");
    expect(text).toContain(
      "I am writing to apply for the Senior Frontend Engineer position at Acme Retail. My most recent role is Senior Frontend Engineer at Noon.",
    );
    // The analyzer's proof, word for word, with the job it comes from; for a term it found in the skills
    // section first (React, in the job's title line), the bullet that names it.
    expect(text).toContain("• Built a React design system used by 40 teams (Senior Frontend Engineer, Noon)");
    expect(text).toContain(
      "• Migrated 12 services to K8s, cutting hosting costs by 30% (Senior Frontend Engineer, Noon)",
    );
    expect(text).toContain("• Developed Node.js APIs on Postgres (Web Developer, STC)");
    // The other skills: GraphQL, not JS or TS again (the job's JavaScript and TypeScript, named above).
    expect(text).toContain(
      "I also bring GraphQL. My education: Bachelor's degree, Computer Science, King Saud University.",
    );
    expect(text).toMatch(/Sincerely,\s*Test .*$|Sincerely,$/);
    expect(text).not.toMatch(/\bJava\b|Python|AWS/);

    // Nothing the resume, the job the user typed (the requirements it names) or our fixed phrases do not
    // say; no number the resume does not hold.
    const source = [resumeSourceText(software.resume), ...Object.values(job), "Ms. Rivera", composeWords("en-US")];
    expect(wordsNotIn(source.join("\n"), text)).toEqual([]);
    for (const number of numbersIn(text)) expect(resumeSourceText(software.resume)).toContain(number);
    expect(result.newFacts).toEqual([]);
    expect(result).toMatchObject({ language: "en-US", notes: [], mode: "offline", charged: true, cost: 100 });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "COVER_LETTER", -100]]);

    expect(await getCoverLetter({ actor, resumeId })).toEqual(result.letter);
    expect(result.letter).toMatchObject({ jobTitle: job.jobTitle, company: "Acme Retail", recipient: "Ms. Rivera" });

    const retry = await generateCoverLetter({ actor, request, now: new Date("2026-06-01") });
    expect(retry.charged).toBe(false);
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "COVER_LETTER", -100]]);
  });

  it("writes an Arabic resume's letter in Arabic from its own facts", async () => {
    const { actor, resumeId } = await resumeOwner(nurse.resume);
    const result = await generateCoverLetter({
      actor,
      request: {
        resumeId,
        ...nurseJob,
        idempotencyKey: key(),
      },
    });
    const text = textWithBullets(result.letter.html);
    expect(result.language).toBe("ar-SA");
    expect(text.split("\n")[0]).toBe("السادة مسؤولي التوظيف المحترمين،");
    expect(text).toContain("أتقدّم بطلب لشغل وظيفة ممرضة عناية مركزة لدى مستشفى الشفاء.");
    expect(text).toContain("قدمت الرعاية لـ 8 مرضى يومياً في وحدة العناية المركّزة (ممرضة أولى، مستشفى الملك فهد)");
    expect(text).toContain("نورة الأحمد");
    const source = [resumeSourceText(nurse.resume), nurse.job, "مستشفى الشفاء", composeWords("ar-SA")];
    // Arabic lists join with a "و" written onto the next word.
    const unknown = wordsNotIn(source.join("\n"), text);
    expect(
      unknown.filter((word) => !word.startsWith("و") || wordsNotIn(source.join("\n"), word.slice(1)).length),
    ).toEqual([]);
    for (const number of numbersIn(text)) expect(resumeSourceText(nurse.resume)).toContain(number);
    // The only Latin letters are the resume's own certificate.
    expect([...new Set(text.match(/[a-z]+/gi))]).toEqual(["BLS"]);
    expect(result.newFacts).toEqual([]);
  });

  it("quotes the strongest results when no bullet proves the job, and says what a thin resume lacks", async () => {
    const { actor, resumeId } = await resumeOwner(software.resume);
    const unrelated = await generateCoverLetter({
      actor,
      request: { resumeId, jobTitle: "Pastry Chef", company: "Le Four", idempotencyKey: key() },
    });
    const text = textWithBullets(unrelated.letter.html);
    expect(unrelated.notes).toEqual(["noMatches"]);
    expect(text).toContain("A few results from my work so far:");
    expect(text).toContain("• Built a React design system used by 40 teams (Senior Frontend Engineer, Noon)");
    expect(unrelated.newFacts).toEqual([]);

    const thin = await resumeOwner(inLocale(buildResume("thin", { headline: "Student" }), "sw-KE"));
    const empty = await generateCoverLetter({
      actor: thin.actor,
      request: { resumeId: thin.resumeId, jobTitle: "Intern", company: "Acme", idempotencyKey: key() },
    });
    expect(empty.notes).toEqual(["noExperience", "noSkills", "languageFallback", "noMatches"]);
    expect(textWithBullets(empty.letter.html)).toContain("I bring my background as Student to this role.");
  });

  itRefusesAndRefunds({
    run: generateCoverLetter,
    request: (resumeId) => ({ resumeId, jobTitle: "Engineer", company: "Acme", idempotencyKey: key() }),
    refund: { operation: "COVER_LETTER", cost: 100 },
    afterRefund: async ({ actor, resumeId }) => {
      expect((await getCoverLetter({ actor, resumeId })).updatedAt).toBeNull();
    },
  });
});

describe("cover letter generation, with a model", () => {
  it("sends the resume's facts, the proved matches and the honesty rules, and flags what the answer adds", async () => {
    const answer = {
      json: {
        greeting: "السادة مسؤولي التوظيف المحترمين،",
        paragraphs: [
          "أتقدّم لوظيفة ممرضة عناية مركزة لدى مستشفى الشفاء.",
          "في مستشفى الملك فهد طبقت إجراءات مكافحة العدوى وخفضت الالتهابات بنسبة 20%، وعملت لدى <b>Mayo Clinic</b> 7 سنوات.",
        ],
        signOff: "مع خالص التحية،",
      },
    };
    await withModelAnswering(nurse.resume, answer, async ({ user, actor, resumeId }) => {
      const result = await generateCoverLetter({
        actor,
        request: {
          resumeId,
          ...nurseJob,
          tone: "enthusiastic",
          idempotencyKey: key(),
        },
      });
      const { system, prompt } = lastSmartCall({ max_tokens: 1500, temperature: 0.7 });
      expect(system).toContain("Arabic (Saudi Arabia) [ar-SA]");
      expect(system).toContain("never invent or change an employer");
      expect(system).toContain("enthusiastic");
      expect(prompt).toContain("طبقت إجراءات مكافحة العدوى");
      expect(prompt).toContain('"proved"');
      expect(result.mode).toBe("model");
      expect(result.letter.html).toBe(
        "<p>السادة مسؤولي التوظيف المحترمين،</p><p>أتقدّم لوظيفة ممرضة عناية مركزة لدى مستشفى الشفاء.</p>" +
          "<p>في مستشفى الملك فهد طبقت إجراءات مكافحة العدوى وخفضت الالتهابات بنسبة 20%، وعملت لدى Mayo Clinic 7 سنوات.</p>" +
          "<p>مع خالص التحية،<br />نورة الأحمد</p>",
      );
      expect(result.newFacts).toEqual(
        expect.arrayContaining([
          { kind: "number", value: "7" },
          { kind: "name", value: "Mayo" },
        ]),
      );
      expect(result.newFacts).not.toContainEqual({ kind: "number", value: "20" });
      expect((await getCoverLetter({ actor, resumeId })).html).toBe(result.letter.html);
      expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "COVER_LETTER", -100]]);
    });
  });

  it("refunds a malformed answer (asked twice) and a timeout, and keeps the stored letter", async () => {
    await withModel(async () => {
      const { user, actor, resumeId } = await resumeOwner(software.resume);
      await saveCoverLetter({
        actor,
        resumeId,
        letter: { html: "<p>My own draft</p>", jobTitle: "", company: "", recipient: "", jobDescription: "" },
      });
      server.script({ json: { greeting: "Hi", paragraphs: [], signOff: "Bye" } }, { malformed: "Here is a letter!" });
      const malformed = await appErrorOf(
        generateCoverLetter({ actor, request: { resumeId, ...job, idempotencyKey: key() } }),
      );
      expect(malformed.code).toBe("AiMalformedAnswer");
      expect(server.requests).toHaveLength(2);

      Object.assign(config, { AI_TIMEOUT_MS: 300 });
      server.script({ json: { greeting: "Hi", paragraphs: ["a", "b"], signOff: "Bye" }, delayMs: 1500 });
      const late = await appErrorOf(
        generateCoverLetter({ actor, request: { resumeId, ...job, company: "Late Inc", idempotencyKey: key() } }),
      );
      expect(late.code).toBe("AiTimeout");
      expect(await ledger({ userId: user.id })).toEqual([
        ...chargedAndRefunded("COVER_LETTER", 100),
        ...chargedAndRefunded("COVER_LETTER", 100),
      ]);
      expect((await getCoverLetter({ actor, resumeId })).html).toBe("<p>My own draft</p>");
    });
  });
});

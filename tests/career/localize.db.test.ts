import { describe, expect, it } from "vitest";
import { translatableFields } from "@/core/career/localize-rules";
import { parseResumeDataTolerant, type ResumeData } from "@/core/resume/schema";
import { localizeResume } from "@/lib/career/localize-resume";
import { db } from "@/lib/db";
import { createResume } from "@/lib/resume/create-resume";
import { buildResume } from "@/tests/analysis/fixtures/build";
import {
  appErrorOf,
  chargedAndRefunded,
  guestWithTokens,
  ledger,
  nurse,
  resumeOwner,
  software,
  withModel,
  careerSuite,
} from "./career-fixtures";

// Localization (LOCALIZATION, 100 tokens) as a lib operation with the real ledger and resume store:
// a NEW resume in the target locale, offline (locale, headings, dates; the text as written) and with
// a model (each text field translated and checked: numbers, links and markup kept, or the source text
// stays); the refusals and the plan's resume limit, and the refund when the new resume cannot be made.

const { server, key, lastSmartCall } = careerSuite("localize");

async function stored(id: string) {
  const prisma = await db();
  const row = await prisma.resume.findUniqueOrThrow({ where: { id } });
  return { ...row, data: parseResumeDataTolerant(row.data).data };
}

async function resumeCount(userId: string) {
  return (await db()).resume.count({ where: { userId } });
}

const jobs = (data: ResumeData) => data.sections.experience.items;

describe("localization, offline", () => {
  it("makes a new right-to-left Arabic resume with Arabic headings and dates, the text kept, and charges 100", async () => {
    const { user, actor, resumeId } = await resumeOwner(software.resume);
    const result = await localizeResume({ actor, request: { resumeId, targetLocale: "ar-SA", idempotencyKey: key() } });

    expect(result).toMatchObject({
      resume: { title: "Career (العربية)" },
      sourceLocale: "en-US",
      targetLocale: "ar-SA",
      direction: "rtl",
      translatedFields: 0,
      kept: [],
      notes: ["textNeedsModel"],
      mode: "offline",
      charged: true,
      cost: 100,
    });
    expect(result.totalFields).toBeGreaterThan(5);
    expect(result.dates).toBe(2);
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LOCALIZATION", -100]]);

    const copy = await stored(result.resume.id);
    const source = await stored(resumeId);
    expect(copy).toMatchObject({ language: "ar-SA", template: source.template, slug: result.resume.slug });
    expect(copy.data.metadata.locale).toBe("ar-SA");
    // Arabic needs an Arabic font (spec §4); the rest of the design is the source's.
    expect(copy.data.metadata.typography.font.family).toBe("El Messiri");
    expect(copy.data.metadata.layout).toEqual(source.data.metadata.layout);
    expect(copy.data.metadata.theme).toEqual(source.data.metadata.theme);
    expect(copy.data.sections.experience.name).toBe("الخبرات");
    expect(copy.data.sections.skills.name).toBe("المهارات");
    expect(result.headings).toBeGreaterThan(10);
    // The month names and "present" are Arabic; the years, a years-only date and the rest are unchanged.
    expect(jobs(copy.data).map((job) => job.date)).toEqual(["مارس 2020 – حتى الآن", "يناير 2017 – فبراير 2020"]);
    expect(copy.data.sections.education.items[0]!.date).toBe("2012 - 2016");
    expect(jobs(copy.data).map(({ date: _date, ...job }) => job)).toEqual(
      jobs(source.data).map(({ date: _date, ...job }) => job),
    );
    expect(copy.data.sections.summary.content).toBe(source.data.sections.summary.content);
    expect(copy.data.basics).toEqual(source.data.basics);
    // The source is untouched.
    expect(source.data.metadata.locale).toBe("en-US");
    expect(source.data.sections.experience.name).toBe("Experience");

    // Another copy: the same title, a slug of its own.
    const again = await localizeResume({ actor, request: { resumeId, targetLocale: "ar-SA", idempotencyKey: key() } });
    expect(again.resume.title).toBe("Career (العربية)");
    expect(again.resume.slug).not.toBe(result.resume.slug);
  });

  it("turns an Arabic resume into a left-to-right German one with German headings and dates", async () => {
    const { actor, resumeId } = await resumeOwner(nurse.resume);
    const result = await localizeResume({ actor, request: { resumeId, targetLocale: "de-DE", idempotencyKey: key() } });
    expect(result).toMatchObject({ direction: "ltr", resume: { title: "Career (Deutsch)" } });
    const copy = await stored(result.resume.id);
    expect(copy.data.metadata.locale).toBe("de-DE");
    expect(copy.data.sections.experience.name).toBe("Berufserfahrung");
    expect(jobs(copy.data)[0]!.date).toBe("Jan. 2019 – heute");
    expect(jobs(copy.data)[0]!.position).toBe("ممرضة أولى");
  });

  it("refuses the same language, a guest, another user's resume and the plan's limit, charging nobody", async () => {
    const { user, actor, resumeId } = await resumeOwner(software.resume, { balance: 200 });
    const same = await appErrorOf(
      localizeResume({ actor, request: { resumeId, targetLocale: "en-US", idempotencyKey: key() } }),
    );
    expect(same.code).toBe("ValidationFailed");

    const guestSessionId = await guestWithTokens();
    const guest = await appErrorOf(
      localizeResume({
        actor: { guestSessionId },
        request: { resumeId, targetLocale: "ar-SA", idempotencyKey: key() },
      }),
    );
    expect(guest).toMatchObject({ code: "Forbidden", details: { reason: "sign_in_required" } });
    expect(await ledger({ guestSessionId })).toEqual([]);

    const other = await resumeOwner(software.resume);
    const notFound = await appErrorOf(
      localizeResume({ actor: other.actor, request: { resumeId, targetLocale: "ar-SA", idempotencyKey: key() } }),
    );
    expect(notFound.code).toBe("ResumeNotFound");
    expect(await ledger({ userId: other.user.id })).toEqual([]);

    // FREE: two resumes. The first copy fits; the second is refused before any charge.
    await localizeResume({ actor, request: { resumeId, targetLocale: "fr-FR", idempotencyKey: key() } });
    expect(await resumeCount(user.id)).toBe(2);
    const limit = await appErrorOf(
      localizeResume({ actor, request: { resumeId, targetLocale: "es-ES", idempotencyKey: key() } }),
    );
    expect(limit).toMatchObject({ code: "ResumeLimitReached", details: { reason: "subscription_limit", limit: 2 } });
    expect(await resumeCount(user.id)).toBe(2);
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LOCALIZATION", -100]]);
  });
});

describe("localization, with a model", () => {
  it("translates each text field, keeping a field whose translation loses a number, is unsafe or changes markup", async () => {
    await withModel(async () => {
      const { user, actor, resumeId } = await resumeOwner(software.resume);
      const fields = translatableFields(software.resume, () => true);
      const byPath = (path: string) => fields.find((field) => field.path.join(".") === path)!;
      const translate = (text: string, rich: boolean) => (rich ? text.replaceAll("<p>", "<p>ع ") : `ع ${text}`);
      const answers = fields.map((field) => ({ id: field.id, text: translate(field.text, field.rich) }));
      const set = (path: string, text: string | null) => {
        const index = answers.findIndex((answer) => answer.id === byPath(path).id);
        if (text === null) answers.splice(index, 1);
        else answers[index] = { id: answers[index]!.id, text };
      };
      // Loses "12"; smuggles a script in; drops the list markup; leaves a field out.
      set(
        "sections.experience.items.0.summary",
        byPath("sections.experience.items.0.summary").text.replace("Migrated 12 services", "نقلت الخدمات"),
      );
      set("sections.summary.content", `<p>ع مهندس</p><img src="x" onerror="alert(1)">`);
      set("sections.experience.items.1.summary", "<p>ع طورت واجهات Node.js على Postgres</p>");
      set("sections.experience.items.1.position", null);
      server.script({ json: { fields: answers } });

      const result = await localizeResume({
        actor,
        request: { resumeId, targetLocale: "ar-SA", idempotencyKey: key() },
      });
      const { system, prompt } = lastSmartCall({ max_tokens: 4000, temperature: 0.3 });
      expect(system).toContain("into Arabic (Saudi Arabia) [ar-SA]");
      expect(system).toContain("Keep exactly as written: every number");
      expect(prompt).toContain("Migrated 12 services to K8s");
      // Names of employers and institutions are not sent to translate.
      expect(prompt).not.toContain("King Saud University");

      expect(result).toMatchObject({ mode: "model", notes: [], translatedFields: fields.length - 4 });
      expect(result.kept).toEqual([
        { path: "sections.summary.content", text: byPath("sections.summary.content").text, reason: "unsafe" },
        {
          path: "sections.experience.items.0.summary",
          text: byPath("sections.experience.items.0.summary").text,
          reason: "numbers",
        },
        { path: "sections.experience.items.1.position", text: "Web Developer", reason: "missing" },
        {
          path: "sections.experience.items.1.summary",
          text: byPath("sections.experience.items.1.summary").text,
          reason: "markup",
        },
      ]);
      const copy = await stored(result.resume.id);
      expect(copy.data.basics.headline).toBe("ع Frontend Engineer");
      expect(copy.data.basics.name).toBe(software.resume.basics.name);
      expect(jobs(copy.data)[0]).toMatchObject({ position: "ع Senior Frontend Engineer", company: "Noon" });
      expect(jobs(copy.data)[1]).toMatchObject({ position: "Web Developer", company: "STC" });
      expect(jobs(copy.data)[0]!.summary).toContain("Migrated 12 services");
      expect(copy.data.sections.summary.content).not.toContain("onerror");
      expect(copy.data.sections.skills.items[0]!.keywords).toEqual(["ع JS", "ع TS", "ع React", "ع GraphQL"]);
      expect(copy.data.sections.education.items[0]).toMatchObject({ institution: "King Saud University" });
      expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LOCALIZATION", -100]]);
    });
  });

  it("sends a long resume in batches that each fit the answer's limit", async () => {
    await withModel(async () => {
      const bullet = (job: number, index: number) =>
        `Ran workshop ${job}-${index} for the regional sales teams and partners`;
      const long = buildResume("long", {
        headline: "Trainer",
        experience: [1, 2, 3].map((job) => ({
          position: `Trainer ${job}`,
          company: `Company ${job}`,
          date: "2015 - 2020",
          bullets: Array.from({ length: 25 }, (_, index) => bullet(job, index)),
        })),
      });
      const { actor, resumeId } = await resumeOwner(long);
      const fields = translatableFields(long, () => true);
      const echo = (ids: string[]) => ({
        json: {
          fields: fields.filter((field) => ids.includes(field.id)).map((field) => ({ id: field.id, text: field.text })),
        },
      });
      const all = echo(fields.map((field) => field.id));
      server.script(all, all, all);
      const result = await localizeResume({
        actor,
        request: { resumeId, targetLocale: "it-IT", idempotencyKey: key() },
      });
      expect(server.requests).toHaveLength(3);
      for (const request of server.requests) {
        const sent = JSON.parse(String(request.messages[1]!.content)) as { fields: { text: string }[] };
        const size = sent.fields.reduce((sum, field) => sum + field.text.length, 0);
        expect(size).toBeLessThanOrEqual(3000);
      }
      // Every field was asked exactly once, in order.
      const asked = server.requests.flatMap(
        (request) => (JSON.parse(String(request.messages[1]!.content)) as { fields: { id: string }[] }).fields,
      );
      expect(asked.map((field) => field.id)).toEqual(fields.map((field) => field.id));
      expect(result).toMatchObject({ totalFields: fields.length, translatedFields: fields.length, kept: [] });
    });
  });

  it("refunds when the model fails, and when the new resume cannot be created", async () => {
    await withModel(async () => {
      const { user, actor, resumeId } = await resumeOwner(software.resume, { balance: 200 });
      // (Targets no other test asks for: the response cache would answer a prompt seen before.)
      server.script({ status: 500, message: "down" });
      const down = await appErrorOf(
        localizeResume({ actor, request: { resumeId, targetLocale: "fa-IR", idempotencyKey: key() } }),
      );
      expect(down.code).toBe("AiUnavailable");
      expect(await ledger({ userId: user.id })).toEqual(chargedAndRefunded("LOCALIZATION", 100));
      expect(await resumeCount(user.id)).toBe(1);

      // The plan allows one more resume when the request starts; another is made while the model works.
      server.script({ json: { fields: [] }, delayMs: 800 });
      const pending = localizeResume({ actor, request: { resumeId, targetLocale: "he-IL", idempotencyKey: key() } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await createResume({ id: user.id, email: user.email, subscriptionTier: "FREE" }, { title: "Meanwhile" });
      const error = await appErrorOf(pending);
      expect(error.code).toBe("ResumeLimitReached");
      expect(await ledger({ userId: user.id })).toEqual([
        ...chargedAndRefunded("LOCALIZATION", 100),
        ...chargedAndRefunded("LOCALIZATION", 100),
      ]);
      expect(await resumeCount(user.id)).toBe(2);
    });
  });
});

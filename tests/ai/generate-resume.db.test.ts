import { analyzeResume } from "@/core/analysis";
import { suggestTemplatesForResume } from "@/core/templates/template-suggestions";
import { parseResumeDataTolerant } from "@/core/resume/schema";
import { describe, expect, it } from "vitest";
import { POST as generateRoute } from "@/app/api/ai/generate-resume/route";
import type { GenerationEvent } from "@/core/ai/generator/form";
import { prepareGeneration, runGeneration } from "@/lib/ai/generate-resume";
import { findSessionUser } from "@/lib/auth/find-session-user";
import { createSession } from "@/lib/auth/create-session";
import { db } from "@/lib/db";
import { createGuestSession } from "@/lib/guest/create-guest-session";
import { findGuestSession } from "@/lib/guest/find-guest-session";
import { guestCookieName } from "@/lib/guest/guest-cookie";
import { readStoredGuestResume } from "@/lib/guest/guest-resume";
import { createResume } from "@/lib/resume/create-resume";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser, uniqueSuffix } from "@/tests/factories/users";
import { callerFor, callRoute } from "@/tests/support/route-request";

// POST /api/ai/generate-resume through its handler: the NDJSON events of the real steps, the new
// resume, the 100-token charge, and the refund when a step after the charge fails.

async function events(response: Response): Promise<GenerationEvent[]> {
  expect(response.headers.get("content-type")).toContain("application/x-ndjson");
  return (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as GenerationEvent);
}

const form = {
  jobRole: "Registered Nurse",
  language: "EN",
  experience: "2-4",
  country: "SA",
  tone: "Professional",
} as const;

function generate(cookie: string | null, body: object = form) {
  return callRoute(generateRoute, { method: "POST", path: "/api/ai/generate-resume", body, caller: { cookie } });
}

describe("POST /api/ai/generate-resume", () => {
  it("streams the real steps, creates the user's resume from the role library and charges 100 tokens", async () => {
    const { user } = await createTestUser({ name: "Maha Al-Qahtani" });
    await setTestTokenBalance({ userId: user.id }, { allowance: 500 });
    const stream = await events(await generate((await callerFor(user.id)).cookie));

    expect(stream.filter((event) => event.type === "step").map((event) => `${event.step}:${event.status}`)).toEqual([
      "charge:active",
      "charge:done",
      "compose:active",
      "compose:done",
      "check:active",
      "check:done",
      "save:active",
      "save:done",
    ]);
    const done = stream.at(-1);
    expect(done).toMatchObject({ type: "done", offline: true, tokensCharged: 100, balance: 400, flagged: [] });
    if (done?.type !== "done") throw new Error("no result");
    expect(done.path).toBe(`/builder/${done.resumeId}`);

    const resume = await (await db()).resume.findUniqueOrThrow({ where: { id: done.resumeId } });
    expect(resume).toMatchObject({ userId: user.id, title: "Registered Nurse (offline draft)", language: "en-US" });
    const data = resume.data as {
      basics: { name: string; email: string };
      sections: { experience: { items: { summary: string }[] } };
    };
    expect(data.basics).toMatchObject({ name: "Maha Al-Qahtani", email: user.email });
    expect(data.sections.experience.items[0]!.summary).toContain("Provided direct patient care");
    expect(await getTokenBalance({ userId: user.id })).toBe(400);

    // The draft's scores are the analyzer's on the saved resume against what was asked: the same numbers again.
    const analysis = analyzeResume({
      resume: parseResumeDataTolerant(resume.data).data,
      jobDescription: form.jobRole,
      now: new Date(),
    });
    expect(done.atsScore).toBe(analysis.basic.atsOptimization.overallScore);
    expect(done.jobMatch).toBe(analysis.basic.jobMatchAnalysis.overallMatch);
    expect(done.atsScore).toBeGreaterThan(0);
    expect(done.atsScore).toBeLessThan(100);

    // The template card: the saved resume's template, and the three that suit it (a nurse at mid level) with reasons.
    const saved = parseResumeDataTolerant(resume.data).data;
    expect(done.template).toBe(saved.metadata.template);
    expect(done.templates).toEqual(suggestTemplatesForResume(saved));
    expect(done.templates).toHaveLength(3);
    expect(done.templates[0]!.reasons).toEqual(expect.arrayContaining(["industry.healthcare"]));
  });

  // A FREE account keeps its two-resume limit up to its own allowance (above it, it counts as a token user).
  it("answers the form, the resume limit and a missing session as JSON before anything is charged", async () => {
    const { user } = await createTestUser({ subscriptionTier: "FREE" });
    await setTestTokenBalance({ userId: user.id }, { allowance: 250 });
    const cookie = (await callerFor(user.id)).cookie;

    const invalid = await generate(cookie, { ...form, jobRole: "", language: "XX" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "ValidationFailed" } });

    for (const title of ["One", "Two"]) await createResume(user, { title });
    const limited = await generate(cookie);
    expect(limited.status).toBe(403);
    expect(await limited.json()).toMatchObject({ error: { code: "ResumeLimitReached" } });
    expect(await getTokenBalance({ userId: user.id })).toBe(250);

    expect((await generate(null)).status).toBe(401);
  });

  it("reports a short balance in the stream without charging", async () => {
    const { user } = await createTestUser();
    await setTestTokenBalance({ userId: user.id }, { allowance: 60 });
    const stream = await events(await generate((await callerFor(user.id)).cookie));
    expect(stream.at(-1)).toMatchObject({
      type: "error",
      error: { code: "InsufficientTokens", details: { required: 100, balance: 60, step: "charge" } },
    });
    expect(await getTokenBalance({ userId: user.id })).toBe(60);
  });

  it("refunds the charge when saving fails after it (the resume limit reached in between)", async () => {
    const { user } = await createTestUser({ subscriptionTier: "FREE" });
    await setTestTokenBalance({ userId: user.id }, { allowance: 250 });
    await createResume(user, { title: "Existing" });
    const { token } = await createSession(user.id);
    const current = (await findSessionUser(token))!;
    const prepared = await prepareGeneration({ user: current }, form);
    // Another tab creates the second (last) resume of the plan while this generation runs.
    await createResume(user, { title: "From another tab" });

    const stream: GenerationEvent[] = [];
    await runGeneration(prepared, (event) => stream.push(event));
    expect(stream.at(-1)).toMatchObject({
      type: "error",
      error: { code: "ResumeLimitReached", details: { step: "save" } },
    });
    expect(stream).toContainEqual({ type: "step", step: "charge", status: "done" });
    expect(await getTokenBalance({ userId: user.id })).toBe(250);
    const kinds = await (
      await db()
    ).tokenLedgerEntry.findMany({
      where: { userId: user.id, operation: "RESUME_GENERATION" },
      orderBy: { sequence: "asc" },
    });
    expect(kinds.map((row) => row.kind)).toEqual(["CHARGE", "REFUND"]);
  });

  it("gives a visitor their guest resume in Arabic, charged to the guest balance", async () => {
    const { token } = await createGuestSession({
      existingToken: null,
      clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}-${uniqueSuffix()}`,
    });
    const session = (await findGuestSession(token))!;
    await setTestTokenBalance({ guestSessionId: session.id }, { allowance: 200 });
    const stream = await events(
      await generate(`${guestCookieName}=${token}`, { ...form, jobRole: "محاسب", language: "AR" }),
    );
    const done = stream.at(-1);
    expect(done).toMatchObject({ type: "done", tokensCharged: 100, balance: 100 });
    if (done?.type !== "done") throw new Error("no result");
    expect(done.path).toBe(`/builder/guest/${done.resumeId}`);
    const stored = readStoredGuestResume((await findGuestSession(token))!.resumeData);
    expect(stored).toMatchObject({ id: done.resumeId, title: "محاسب (مسودة دون اتصال)", language: "ar-SA" });
    expect((stored!.data as { basics: { name: string } }).basics.name).toBe("[اسمك]");

    // The guest's one resume exists now: a second generation is refused before any charge.
    const second = await generate(`${guestCookieName}=${token}`);
    expect(second.status).toBe(403);
    expect(await getTokenBalance({ guestSessionId: session.id })).toBe(100);
  });
});

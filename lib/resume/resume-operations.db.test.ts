import { describe, expect, it } from "vitest";
import { db, type SubscriptionTier } from "@/lib/db";
import { AppError } from "@/core/errors";
import { appErrorOf } from "@/tests/support/rejection";
import { getSampleResume } from "@/core/resume/samples";
import { createResume } from "./create-resume";
import { deleteResume } from "./delete-resume";
import { getPublicResume } from "./get-public-resume";
import { getResume } from "./get-resume";
import { getResumeStatistics } from "./get-resume-statistics";
import { listResumes } from "./list-resumes";
import { recordResumeView } from "./record-resume-view";
import { setResumeLock } from "./set-resume-lock";
import { updateResume } from "./update-resume";
import { createUserWithTokens } from "@/tests/factories/users";

const makeUser = (tier: SubscriptionTier, tokens = 250) => createUserWithTokens(tier, tokens);

async function codeOf(promise: Promise<unknown>) {
  return (await appErrorOf(promise)).code;
}

describe("resume operations", () => {
  it("create a private blank resume with the owner's email, a slug from the title, and list it", async () => {
    const owner = await makeUser("PROFESSIONAL");
    const resume = await createResume(owner, { title: "مهندسة برمجيات", language: "ar-SA" });
    expect(resume).toMatchObject({
      visibility: "PRIVATE",
      locked: false,
      language: "ar-SA",
      version: 1,
      template: "leafish",
    });
    expect(resume.slug).toMatch(/^[a-z0-9-]+$/);
    expect(resume.data.basics.email).toBe(owner.email);
    expect(resume.data.metadata.typography.font.family).toBe("El Messiri");

    const second = await createResume(owner, { title: "مهندسة برمجيات" });
    expect(second.slug).toBe(`${resume.slug}-2`);
    expect((await listResumes(owner.id)).map((item) => item.id)).toEqual([second.id, resume.id]);
    expect(await codeOf(createResume(owner, { title: "Other", slug: resume.slug }))).toBe("ResumeSlugAlreadyExists");
  });

  it("store sample data unchanged and refuse invalid data with the failing fields", async () => {
    const owner = await makeUser("BASIC");
    const data = getSampleResume("de-DE");
    const resume = await createResume(owner, { title: "Lebenslauf", data });
    expect((await getResume(owner.id, resume.id)).data).toEqual(data);

    const broken = structuredClone(data) as Record<string, unknown> & { basics: Record<string, unknown> };
    broken.basics.email = "not an email";
    const error = await createResume(owner, { title: "Broken", data: broken }).catch((caught: AppError) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(Object.keys((error as AppError).fields ?? {})).toContain("data.basics.email");
  });

  it("refuse creation at the plan's limit with reason subscription_limit", async () => {
    const owner = await makeUser("FREE");
    await createResume(owner, { title: "One" });
    await createResume(owner, { title: "Two" });
    const error = (await createResume(owner, { title: "Three" }).catch((caught: unknown) => caught)) as AppError;
    expect([error.code, error.details?.reason]).toEqual(["ResumeLimitReached", "subscription_limit"]);

    const tokenUser = await makeUser("FREE", 900);
    for (const title of ["A", "B", "C"]) await createResume(tokenUser, { title });
    expect(await listResumes(tokenUser.id)).toHaveLength(3);
  });

  it("treat another user's resume as not found on every operation", async () => {
    const owner = await makeUser("PROFESSIONAL");
    const stranger = await makeUser("PROFESSIONAL");
    const resume = await createResume(owner, { title: "Mine" });
    for (const attempt of [
      () => getResume(stranger.id, resume.id),
      () => updateResume({ owner: stranger, resumeId: resume.id, input: { version: 1, title: "Stolen" } }),
      () => deleteResume(stranger.id, resume.id),
      () => setResumeLock({ userId: stranger.id, resumeId: resume.id, isLocked: true }),
      () => getResumeStatistics(stranger.id, resume.id),
    ]) {
      expect(await codeOf(attempt())).toBe("ResumeNotFound");
    }
    expect((await getResume(owner.id, resume.id)).title).toBe("Mine");
  });

  it("save only with the current version and never overwrite a newer one", async () => {
    const owner = await makeUser("PROFESSIONAL");
    const resume = await createResume(owner, { title: "Draft" });
    const saved = await updateResume({ owner, resumeId: resume.id, input: { version: 1, title: "First tab" } });
    expect(saved.version).toBe(2);

    const error = (await updateResume({ owner, resumeId: resume.id, input: { version: 1, title: "Second tab" } }).catch(
      (caught: unknown) => caught,
    )) as AppError;
    expect(error.code).toBe("VersionConflict");
    expect(error.details).toMatchObject({ currentVersion: 2, current: { title: "First tab" } });
    expect((await getResume(owner.id, resume.id)).title).toBe("First tab");
  });

  it("refuse every change to a locked resume until it is unlocked", async () => {
    const owner = await makeUser("PROFESSIONAL");
    const resume = await createResume(owner, { title: "Final" });
    await setResumeLock({ userId: owner.id, resumeId: resume.id, isLocked: true });
    expect(await codeOf(updateResume({ owner, resumeId: resume.id, input: { version: 1, title: "Changed" } }))).toBe(
      "ResumeLocked",
    );
    expect(await codeOf(deleteResume(owner.id, resume.id))).toBe("ResumeLocked");
    await setResumeLock({ userId: owner.id, resumeId: resume.id, isLocked: false });
    expect((await updateResume({ owner, resumeId: resume.id, input: { version: 1, title: "Changed" } })).title).toBe(
      "Changed",
    );
    await deleteResume(owner.id, resume.id);
    expect(await codeOf(getResume(owner.id, resume.id))).toBe("ResumeNotFound");
  });

  it("let only plans with sharing make a resume public, and hide private notes from visitors", async () => {
    const free = await makeUser("FREE");
    const freeResume = await createResume(free, { title: "Free" });
    expect(
      await codeOf(updateResume({ owner: free, resumeId: freeResume.id, input: { version: 1, visibility: "PUBLIC" } })),
    ).toBe("Forbidden");

    const owner = await makeUser("BASIC");
    const data = getSampleResume("en-US");
    data.metadata.notes = "<p>Ask for 20% more</p>";
    const resume = await createResume(owner, { title: "Public", data });
    expect(await codeOf(getPublicResume({ username: owner.username, slug: resume.slug }))).toBe("ResumeNotFound");

    await updateResume({ owner, resumeId: resume.id, input: { version: 1, visibility: "PUBLIC" } });
    const visible = await getPublicResume({ username: owner.username.toUpperCase(), slug: resume.slug });
    expect(visible.status).toBe("available");
    expect(JSON.stringify(visible)).not.toContain("20% more");
    expect(visible.status === "available" && visible.data.basics.name).toBe(data.basics.name);

    const prisma = await db();
    await prisma.user.update({ where: { id: owner.id }, data: { subscriptionTier: "FREE" } });
    const downgraded = await getPublicResume({ id: resume.id });
    expect(downgraded.status).toBe("upgrade_required");
    expect(JSON.stringify(downgraded)).not.toContain(data.basics.name);
  });

  it("count a view once per visitor per hour and never the owner's own", async () => {
    const owner = await makeUser("BASIC");
    const resume = await createResume(owner, { title: "Seen" });
    const target = { id: resume.id, userId: owner.id };
    const visitor = { address: "203.0.113.7", userAgent: "Firefox" };
    const at = new Date("2026-11-25T10:05:00Z");

    expect(await recordResumeView(target, visitor, at)).toBe(true);
    expect(await recordResumeView(target, visitor, new Date("2026-11-25T10:55:00Z"))).toBe(false);
    expect(await recordResumeView(target, { ...visitor, address: "203.0.113.8" }, at)).toBe(true);
    expect(await recordResumeView(target, visitor, new Date("2026-11-25T11:01:00Z"))).toBe(true);
    expect(await recordResumeView(target, { ...visitor, userId: owner.id }, at)).toBe(false);
    expect(await getResumeStatistics(owner.id, resume.id)).toEqual({ views: 3, downloads: 0 });
  });
});

import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimGuestResume } from "@/lib/guest/claim-guest-resume";
import { createGuestResume } from "@/lib/guest/create-guest-resume";
import { updateGuestResume } from "@/lib/guest/update-guest-resume";
import { createDefaultResumeData } from "@/core/resume/schema";
import { createTestGuest } from "@/tests/factories/guests";
import { createTestUser } from "@/tests/factories/users";

async function guestWithResume(name: string) {
  const { token, session } = await createTestGuest();
  const data = createDefaultResumeData();
  data.basics.name = name;
  data.basics.picture.url = "/uploads/pictures/sample.webp";
  data.metadata.template = "onyx";
  data.metadata.layout = [[["summary", "experience"], ["skills"]]];
  const created = await createGuestResume(session, { resumeData: data, title: name });
  await updateGuestResume(session, {
    version: created.version,
    data: { ...data, basics: { ...data.basics, headline: "Carpenter" } },
  });
  return { token, session };
}

describe("claimGuestResume", () => {
  it("moves the guest resume into the account exactly once, even when asked twice at once", async () => {
    const { user } = await createTestUser();
    const { token, session } = await guestWithResume("Omar Farouk");
    const stored = (await (await db()).guestSession.findUniqueOrThrow({ where: { id: session.id } })).resumeData as {
      data: unknown;
    };

    const results = await Promise.allSettled([claimGuestResume(user, token), claimGuestResume(user, token)]);
    const claimed = results.filter((result) => result.status === "fulfilled");
    expect(claimed).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({
      reason: { code: "ResumeNotFound" },
    });

    const prisma = await db();
    const resumes = await prisma.resume.findMany({ where: { userId: user.id } });
    expect(resumes).toHaveLength(1);
    expect(resumes[0]).toMatchObject({
      slug: "my-resume",
      visibility: "PRIVATE",
      template: "onyx",
      title: "Omar Farouk",
    });
    // Field by field: the data is the guest's, picture address and layout included.
    expect(resumes[0]!.data).toEqual(stored.data);
    expect(await prisma.guestSession.findUnique({ where: { id: session.id } })).toBeNull();
    await expect(claimGuestResume(user, token)).rejects.toMatchObject({ code: "ResumeNotFound" });
  });

  it("leaves the guest everything when the account is at its plan's limit", async () => {
    const { user } = await createTestUser();
    const prisma = await db();
    for (const slug of ["one", "two"]) {
      await prisma.resume.create({
        data: { userId: user.id, title: slug, slug, data: createDefaultResumeData(), statistics: { create: {} } },
      });
    }
    const { token, session } = await guestWithResume("Noor");
    await expect(claimGuestResume(user, token)).rejects.toMatchObject({
      code: "ResumeLimitReached",
      details: { reason: "subscription_limit" },
    });
    expect((await prisma.guestSession.findUniqueOrThrow({ where: { id: session.id } })).resumeData).not.toBeNull();
    expect(await prisma.resume.count({ where: { userId: user.id } })).toBe(2);
  });
});

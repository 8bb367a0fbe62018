import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createTestUser } from "@/tests/factories/users";
import { makePlainResumePdf, plainResume } from "@/tests/formats/plain-pdf";
import { importResume } from "./import-resume";

describe("importResume of a PDF", () => {
  it("validates the PDF's sections on a dry run, then creates a private resume from them", async () => {
    const { user } = await createTestUser({ subscriptionTier: "PROFESSIONAL" });
    const source = { bytes: await makePlainResumePdf() };
    const checked = await importResume(user, { type: "pdf", source, dryRun: true });
    expect(checked).toMatchObject({
      valid: true,
      summary: { name: plainResume.name, sections: { experience: 2, education: 1, skills: 4 } },
    });
    expect(await (await db()).resume.count({ where: { userId: user.id } })).toBe(0);
    const created = await importResume(user, { type: "pdf", source });
    expect(created.resume).toMatchObject({ title: plainResume.name });
    expect(await (await db()).resume.count({ where: { userId: user.id } })).toBe(1);
  });
});

import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createGuestResume } from "@/lib/guest/create-guest-resume";
import { exportGuestResumePdf } from "@/lib/guest/export-guest-resume-pdf";
import { createDefaultResumeData, type ResumeTemplateName } from "@/core/resume/schema";
import { createTestGuest } from "@/tests/factories/guests";

async function guestSessionWithTemplate(template: ResumeTemplateName) {
  const { session } = await createTestGuest();
  const prisma = await db();
  const data = createDefaultResumeData();
  data.basics.name = "Leila Nasser";
  await createGuestResume(session, { resumeData: data, template, title: "Leila" });
  return prisma.guestSession.findUniqueOrThrow({ where: { id: session.id } });
}

describe("exportGuestResumePdf", () => {
  it("prints a free template with the watermark and refuses a premium one", async () => {
    const premium = await guestSessionWithTemplate("pikachu");
    await expect(exportGuestResumePdf(premium, { renderDocument: renderPrintDocument })).rejects.toMatchObject({
      code: "Forbidden",
      details: { reason: "premium_template" },
    });

    const free = await guestSessionWithTemplate("onyx");
    const exported = await exportGuestResumePdf(free, { renderDocument: renderPrintDocument });
    expect(exported).toMatchObject({ watermarked: true, tokensCharged: 0, fileName: "Leila-resume.pdf" });
    expect(Buffer.from(exported.pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  });
});

import { describe, expect, it } from "vitest";
import { userTypes } from "@/lib/auth/user-type";
import { permissionsFor, signedInOperations } from "./permissions";

describe("permissionsFor (spec accounts §6)", () => {
  it("answers the table's rows for every user type", () => {
    const rows = Object.fromEntries(
      userTypes.map((type) => {
        const answer = permissionsFor(type);
        return [
          type,
          [
            answer.edit,
            answer.aiFeatures,
            answer.buyTokens,
            answer.pdfDownload,
            answer.wordExport,
            answer.sharePublicly,
            answer.watermark,
            answer.exportsChargeTokens,
            answer.resumeLimit,
          ],
        ];
      }),
    );
    expect(rows).toEqual({
      GUEST: [true, false, false, "free_templates", false, false, true, false, 1],
      FREE: [true, true, true, "free_templates", true, false, true, true, 2],
      TOKEN_USER: [true, true, true, "free_templates", true, false, true, true, 10],
      BASIC: [true, true, true, "all_templates", true, true, false, false, 5],
      PROFESSIONAL: [true, true, true, "all_templates", true, true, false, false, 10],
      ENTERPRISE: [true, true, true, "all_templates", true, true, false, false, 999],
    });
  });

  it("a guest may generate and get writing help, not the AI features of the matrix", () => {
    const guest = permissionsFor("GUEST");
    expect(
      Object.entries(guest.operations)
        .filter(([, allowed]) => allowed)
        .map(([operation]) => operation)
        .sort(),
    ).toEqual([
      "AI_SUMMARY",
      "AI_URL_JOB_DETAILS",
      "CHANGE_TONE",
      "FIX_SPELLING_GRAMMAR",
      "IMPROVE_WRITING",
      "RESUME_GENERATION",
      "SUMMARY_GENERATION",
    ]);
    for (const operation of signedInOperations) expect(permissionsFor("FREE").operations[operation]).toBe(true);
  });

  it("monthly allowances by type, the guest's from GUEST_TOKEN_ALLOWANCE", () => {
    expect(userTypes.map((type) => permissionsFor(type).monthlyTokenAllowance)).toEqual([
      200, 250, 250, 700, 2000, 100_000,
    ]);
  });
});

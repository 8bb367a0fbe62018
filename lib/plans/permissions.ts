import "server-only";
import {
  editorUserType,
  hasPremiumFeatures,
  resumeLimit,
  type EditorUserType,
  type UserType,
} from "@/lib/auth/user-type";
import { config } from "@/lib/config";
import { guestTokenAllowance, monthlyAllowance, tokenOperations, type TokenOperation } from "@/lib/tokens/token-costs";

// The permission table and the editor-side matrix of spec accounts §6 (with DECISIONS.md "PDF for FREE
// / TOKEN_USER" and "Word export"), as one pure answer per user type. Every route and data function
// asks lib/plans/get-permissions.ts, which derives the user type and applies these rules; the client
// reads the same answers from GET /api/user/permissions to show or hide controls.

/** The AI features a guest may not use (spec §6 "guest: cannot use ..."); the others need tokens only. */
export const signedInOperations: readonly TokenOperation[] = [
  "COVER_LETTER",
  "JOB_FIT_SCORE",
  "BOOSTER",
  "TRAJECTORY",
  "LOCALIZATION",
  "LINKEDIN_REWRITE",
  "ADVANCED_RESUME_ANALYSIS",
  "ANALYTICS",
  "PDF_EXPORT",
  "WORD_EXPORT",
];

/** Exports are charged by their own routes (the print decides the charge), never through /track. */
export const exportOperations: readonly TokenOperation[] = ["PDF_EXPORT", "WORD_EXPORT"];

export type PdfDownload = "all_templates" | "free_templates";

export type Permissions = {
  userType: UserType;
  editorUserType: EditorUserType;
  signedIn: boolean;
  edit: boolean;
  /** The AI features of the table (cover letter, job fit, booster, ...): signed-in users. */
  aiFeatures: boolean;
  /** Which token operations this user type may run at all (tokens are checked when charging). */
  operations: Record<TokenOperation, boolean>;
  buyTokens: boolean;
  pdfDownload: PdfDownload;
  wordExport: boolean;
  /** Exports cost PDF_EXPORT / WORD_EXPORT tokens below BASIC, and are included from BASIC. */
  exportsChargeTokens: boolean;
  sharePublicly: boolean;
  watermark: boolean;
  premiumFeatures: boolean;
  premiumTemplates: boolean;
  resumeLimit: number;
  /** Tokens granted each month (the guest's once per period as well). */
  monthlyTokenAllowance: number;
};

export function permissionsFor(userType: UserType): Permissions {
  const signedIn = userType !== "GUEST";
  const paid = hasPremiumFeatures(userType);
  const operations = Object.fromEntries(
    tokenOperations.map((operation) => [operation, signedIn || !signedInOperations.includes(operation)]),
  ) as Record<TokenOperation, boolean>;
  return {
    userType,
    editorUserType: editorUserType(userType),
    signedIn,
    edit: true,
    aiFeatures: signedIn,
    operations,
    buyTokens: signedIn,
    // A guest prints free templates with the watermark at no charge (lib/guest), then is offered an account.
    pdfDownload: paid ? "all_templates" : "free_templates",
    wordExport: signedIn,
    exportsChargeTokens: signedIn && !paid,
    sharePublicly: paid,
    watermark: !paid,
    premiumFeatures: paid && config.FLAG_PREMIUM_FEATURES_ENABLED,
    premiumTemplates: paid,
    resumeLimit: resumeLimit(userType, config),
    monthlyTokenAllowance: tokenAllowanceOf(userType),
  };
}

function tokenAllowanceOf(userType: UserType): number {
  switch (userType) {
    case "GUEST":
      return guestTokenAllowance();
    case "FREE":
    case "TOKEN_USER":
      return monthlyAllowance("FREE");
    default:
      return monthlyAllowance(userType);
  }
}

import "server-only";
import { deriveUserType } from "@/lib/auth/user-type";
import type { SubscriptionTier } from "@/lib/db";
import { AppError } from "@/core/errors";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { isTemplateFree } from "@/lib/templates/get-free-templates";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import type { TokenOperation } from "@/lib/tokens/token-costs";
import { exportOperations, permissionsFor, type Permissions } from "./permissions";

/** Who is asking: a signed-in user (tier read from the database this request) or a guest (null). */
export type PermissionSubject = {
  user: { id: string; subscriptionTier: SubscriptionTier } | null;
  tokenBalance?: number;
};

/** The answers of spec §6 for this subject. TOKEN_USER is derived from the balance (spec §4). */
export async function getPermissions(subject: PermissionSubject): Promise<Permissions> {
  if (!subject.user) return permissionsFor("GUEST");
  const tokenBalance =
    subject.tokenBalance ?? (subject.user.subscriptionTier === "FREE" ? await getTokenBalance(subject.user.id) : 0);
  return permissionsFor(deriveUserType({ subscriptionTier: subject.user.subscriptionTier, tokenBalance }));
}

export type PermissionCheck =
  | { action: "edit" }
  | { action: "buyTokens" }
  | { action: "exportWord" }
  | { action: "sharePublicly" }
  | { action: "usePremiumFeatures" }
  | { action: "trackOperation"; operation: TokenOperation }
  | { action: "downloadPdf"; template: ResumeTemplateName }
  | { action: "createResume"; currentCount: number };

/**
 * Throws when the subject may not do this: Forbidden with details.reason ("sign_in_required",
 * "plan", "premium_template", "charged_by_export") and details.feature, or ResumeLimitReached with
 * reason guest_limit / subscription_limit. Returns the permissions, for the rules that shape the
 * work (watermark, charging).
 */
export async function assertPermission(subject: PermissionSubject, check: PermissionCheck): Promise<Permissions> {
  const permissions = await getPermissions(subject);
  const refuse = (reason: string, feature: string) => new AppError("Forbidden", { details: { reason, feature } });
  const signInOr = (reason: string) => (permissions.signedIn ? reason : "sign_in_required");
  switch (check.action) {
    case "edit":
      if (!permissions.edit) throw refuse("plan", "edit");
      break;
    case "buyTokens":
      if (!permissions.buyTokens) throw refuse("sign_in_required", "buy_tokens");
      break;
    case "exportWord":
      if (!permissions.wordExport) throw refuse(signInOr("plan"), "word_export");
      break;
    case "sharePublicly":
      if (!permissions.sharePublicly) throw refuse(signInOr("plan"), "share");
      break;
    case "usePremiumFeatures":
      if (!permissions.premiumFeatures) throw refuse(signInOr("plan"), "premium_features");
      break;
    case "trackOperation":
      if (exportOperations.includes(check.operation)) throw refuse("charged_by_export", check.operation);
      if (!permissions.operations[check.operation]) throw refuse(signInOr("plan"), check.operation);
      break;
    case "downloadPdf":
      if (permissions.pdfDownload === "free_templates" && !isTemplateFree(check.template))
        throw refuse("premium_template", "pdf");
      break;
    case "createResume":
      if (check.currentCount >= permissions.resumeLimit) {
        throw new AppError("ResumeLimitReached", {
          details: {
            reason: permissions.signedIn ? "subscription_limit" : "guest_limit",
            limit: permissions.resumeLimit,
          },
        });
      }
      break;
  }
  return permissions;
}

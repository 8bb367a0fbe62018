import "server-only";
import type { SubscriptionTier } from "@/lib/db/generated/enums";

// The derived user type of spec accounts §4 and the editor's classification of §6, in one place.
// Pure functions: the server passes the tier and the token balance it read from the database.

export const userTypes = ["GUEST", "FREE", "TOKEN_USER", "BASIC", "PROFESSIONAL", "ENTERPRISE"] as const;
export type UserType = (typeof userTypes)[number];

/** A FREE user holding more than this many tokens has bought some: a TOKEN_USER. */
export const freeTokenAllowance = 250;

export type UserTypeInput = { subscriptionTier: SubscriptionTier; tokenBalance: number } | null;

export function deriveUserType(user: UserTypeInput): UserType {
  if (!user) return "GUEST";
  if (user.subscriptionTier === "FREE") return user.tokenBalance > freeTokenAllowance ? "TOKEN_USER" : "FREE";
  return user.subscriptionTier;
}

/** Any paid tier. */
export function hasBasicAccess(tier: SubscriptionTier | null | undefined): boolean {
  return tier === "BASIC" || tier === "PROFESSIONAL" || tier === "ENTERPRISE";
}

export function hasProfessionalAccess(tier: SubscriptionTier | null | undefined): boolean {
  return tier === "PROFESSIONAL" || tier === "ENTERPRISE";
}

export function hasEnterpriseAccess(tier: SubscriptionTier | null | undefined): boolean {
  return tier === "ENTERPRISE";
}

export type AccessFlags = { hasBasicAccess: boolean; hasProfessionalAccess: boolean; hasEnterpriseAccess: boolean };

export function accessFlags(tier: SubscriptionTier | null | undefined): AccessFlags {
  return {
    hasBasicAccess: hasBasicAccess(tier),
    hasProfessionalAccess: hasProfessionalAccess(tier),
    hasEnterpriseAccess: hasEnterpriseAccess(tier),
  };
}

const editorTypeByUserType = {
  GUEST: "guest",
  FREE: "free",
  TOKEN_USER: "paid_tokens",
  BASIC: "premium_basic",
  PROFESSIONAL: "premium_pro",
  ENTERPRISE: "premium_enterprise",
} as const satisfies Record<UserType, string>;
export type EditorUserType = (typeof editorTypeByUserType)[UserType];

export function editorUserType(userType: UserType): EditorUserType {
  return editorTypeByUserType[userType];
}

/** The editor's names, in the order of userTypes. */
export const editorUserTypes: readonly EditorUserType[] = userTypes.map(editorUserType);

/** The RESUME_LIMIT_* configuration values (lib/config/schema.ts). */
export type ResumeLimitConfig = Record<`RESUME_LIMIT_${UserType}`, number>;

export function resumeLimit(userType: UserType, limits: ResumeLimitConfig): number {
  return limits[`RESUME_LIMIT_${userType}`];
}

/** Who may use the premium features (spec accounts §6): basic access and above. */
export function hasPremiumFeatures(userType: UserType): boolean {
  return userType === "BASIC" || userType === "PROFESSIONAL" || userType === "ENTERPRISE";
}

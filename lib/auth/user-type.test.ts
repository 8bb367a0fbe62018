import { describe, expect, it } from "vitest";
import {
  accessFlags,
  deriveUserType,
  editorUserType,
  editorUserTypes,
  freeTokenAllowance,
  hasBasicAccess,
  hasEnterpriseAccess,
  hasPremiumFeatures,
  hasProfessionalAccess,
  resumeLimit,
  userTypes,
  type ResumeLimitConfig,
} from "./user-type";

const limits: ResumeLimitConfig = {
  RESUME_LIMIT_GUEST: 1,
  RESUME_LIMIT_FREE: 2,
  RESUME_LIMIT_TOKEN_USER: 10,
  RESUME_LIMIT_BASIC: 5,
  RESUME_LIMIT_PROFESSIONAL: 10,
  RESUME_LIMIT_ENTERPRISE: 999,
};

describe("deriveUserType", () => {
  it("is GUEST without a user", () => {
    expect(deriveUserType(null)).toBe("GUEST");
  });

  it("makes a FREE user with more than 250 tokens a TOKEN_USER, and not at 250", () => {
    expect(deriveUserType({ subscriptionTier: "FREE", tokenBalance: 0 })).toBe("FREE");
    expect(deriveUserType({ subscriptionTier: "FREE", tokenBalance: freeTokenAllowance })).toBe("FREE");
    expect(deriveUserType({ subscriptionTier: "FREE", tokenBalance: freeTokenAllowance + 1 })).toBe("TOKEN_USER");
    expect(deriveUserType({ subscriptionTier: "FREE", tokenBalance: -5 })).toBe("FREE");
  });

  it("maps the paid tiers to themselves whatever the balance", () => {
    for (const tier of ["BASIC", "PROFESSIONAL", "ENTERPRISE"] as const) {
      expect(deriveUserType({ subscriptionTier: tier, tokenBalance: 0 })).toBe(tier);
      expect(deriveUserType({ subscriptionTier: tier, tokenBalance: 100_000 })).toBe(tier);
    }
  });
});

describe("access flags", () => {
  it("follow spec accounts §4", () => {
    for (const [tier, basic, professional, enterprise] of [
      ["FREE", false, false, false],
      ["BASIC", true, false, false],
      ["PROFESSIONAL", true, true, false],
      ["ENTERPRISE", true, true, true],
    ] as const)
      expect(accessFlags(tier), tier).toEqual({
        hasBasicAccess: basic,
        hasProfessionalAccess: professional,
        hasEnterpriseAccess: enterprise,
      });
  });

  it("give nothing to a guest", () => {
    expect(hasBasicAccess(null)).toBe(false);
    expect(hasProfessionalAccess(undefined)).toBe(false);
    expect(hasEnterpriseAccess(null)).toBe(false);
  });

  it("grant premium features from BASIC up, not to token users", () => {
    expect(userTypes.filter(hasPremiumFeatures)).toEqual(["BASIC", "PROFESSIONAL", "ENTERPRISE"]);
  });
});

describe("editor classification and resume limits", () => {
  it("names every user type for the editor, as the spec's editor does", () => {
    const names = ["guest", "free", "paid_tokens", "premium_basic", "premium_pro", "premium_enterprise"];
    expect(userTypes.map(editorUserType)).toEqual(names);
    expect(editorUserTypes).toEqual(names);
  });

  it("reads each limit from configuration", () => {
    expect(userTypes.map((type) => resumeLimit(type, limits))).toEqual([1, 2, 10, 5, 10, 999]);
    expect(resumeLimit("FREE", { ...limits, RESUME_LIMIT_FREE: 7 })).toBe(7);
  });
});

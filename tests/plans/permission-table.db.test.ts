import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/payment/checkout/route";
import { GET as exportDocx } from "@/app/api/resume/[id]/export/docx/route";
import { POST as exportPdf } from "@/app/api/resume/[id]/export/pdf/route";
import { PATCH as updateResume } from "@/app/api/resume/[id]/route";
import { POST as createResume } from "@/app/api/resume/route";
import { PATCH as track } from "@/app/api/user/ai-tokens/track/route";
import { GET as permissionsRoute } from "@/app/api/user/permissions/route";
import { config } from "@/lib/config";
import type { Role, SubscriptionTier } from "@/lib/db";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser } from "@/tests/factories/users";
import { withStripeStandIn } from "@/tests/support/stripe-server";
import { callerFor, callRoute, type Caller } from "@/tests/support/route-request";

// Every row of the permission table and editor matrix of spec accounts §6 (with DECISIONS.md's PDF and
// Word rows), allowed and refused, through the route handlers with real requests and real sessions,
// for each user type: a guest, FREE, TOKEN_USER (FREE with bought tokens), BASIC, PROFESSIONAL,
// ENTERPRISE, and the ADMIN and SUPER_ADMIN roles (on the FREE tier: a role grants no plan).
// What needs a print (a PDF allowed, with or without watermark) is in tests/e2e/tokens/permissions.spec.ts;
// Word export goes through GET /api/resume/{id}/export/docx (tests/formats/export-docx.db.test.ts has
// its charging in detail); the guest's own rows are checked in the permissions answer.

withStripeStandIn({ TOKEN_PACKS: "500:4.99:price_pack500" });

type Case = {
  userType: string;
  editorUserType: string;
  tier: SubscriptionTier;
  role?: Role;
  /** Bought tokens on top of the allowance (TOKEN_USER is a FREE user above 250). */
  purchased?: number;
  paid: boolean;
  resumeLimit: number;
  allowance: number;
};

const signedInCases: Case[] = [
  { userType: "FREE", editorUserType: "free", tier: "FREE", paid: false, resumeLimit: 2, allowance: 250 },
  {
    userType: "TOKEN_USER",
    editorUserType: "paid_tokens",
    tier: "FREE",
    purchased: 500,
    paid: false,
    resumeLimit: 10,
    allowance: 250,
  },
  { userType: "BASIC", editorUserType: "premium_basic", tier: "BASIC", paid: true, resumeLimit: 5, allowance: 700 },
  {
    userType: "PROFESSIONAL",
    editorUserType: "premium_pro",
    tier: "PROFESSIONAL",
    paid: true,
    resumeLimit: 10,
    allowance: 2000,
  },
  {
    userType: "ENTERPRISE",
    editorUserType: "premium_enterprise",
    tier: "ENTERPRISE",
    paid: true,
    resumeLimit: 999,
    allowance: 100_000,
  },
  {
    userType: "FREE",
    editorUserType: "free",
    tier: "FREE",
    role: "ADMIN",
    paid: false,
    resumeLimit: 2,
    allowance: 250,
  },
  {
    userType: "FREE",
    editorUserType: "free",
    tier: "FREE",
    role: "SUPER_ADMIN",
    paid: false,
    resumeLimit: 2,
    allowance: 250,
  },
];

type ResumeBody = { id: string; version: number; data: { metadata: { template: string } } };

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function newResume(caller: Caller): Promise<Response> {
  return callRoute(createResume, {
    method: "POST",
    path: "/api/resume",
    body: { title: `Rows ${randomUUID().slice(0, 8)}` },
    caller,
  });
}

function patchResume(caller: Caller, id: string, body: object): Promise<Response> {
  return callRoute(updateResume, { method: "PATCH", path: `/api/resume/${id}`, body, caller, params: { id } });
}

function pdf(caller: Caller, id: string): Promise<Response> {
  return callRoute(exportPdf, {
    method: "POST",
    path: `/api/resume/${id}/export/pdf`,
    body: { exportId: randomUUID() },
    caller,
    params: { id },
  });
}

function word(caller: Caller, id: string): Promise<Response> {
  return callRoute(exportDocx, {
    path: `/api/resume/${id}/export/docx?exportId=${randomUUID()}`,
    caller,
    params: { id },
  });
}

function charge(caller: Caller, operation: string): Promise<Response> {
  return callRoute(track, {
    method: "PATCH",
    path: "/api/user/ai-tokens/track",
    body: { operation, idempotencyKey: randomUUID() },
    caller,
  });
}

function buyTokens(caller: Caller): Promise<Response> {
  return callRoute(checkout, {
    method: "POST",
    path: "/api/payment/checkout",
    body: { kind: "tokens", packId: "pack-500" },
    caller,
  });
}

describe("the permission table over HTTP", () => {
  it("GUEST: the answers of the guest rows; every signed-in route answers 401 and changes nothing", async () => {
    const guest = await callerFor(null);
    const answer = await callRoute(permissionsRoute, { path: "/api/user/permissions", caller: guest });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toMatchObject({
      userType: "GUEST",
      editorUserType: "guest",
      signedIn: false,
      edit: true,
      aiFeatures: false,
      buyTokens: false,
      pdfDownload: "free_templates",
      wordExport: false,
      exportsChargeTokens: false,
      sharePublicly: false,
      watermark: true,
      premiumFeatures: false,
      premiumTemplates: false,
      resumeLimit: 1,
      monthlyTokenAllowance: 200,
      // Generate and preview: yes; the matrix's AI features and exports: no.
      operations: {
        RESUME_GENERATION: true,
        IMPROVE_WRITING: true,
        COVER_LETTER: false,
        JOB_FIT_SCORE: false,
        BOOSTER: false,
        TRAJECTORY: false,
        LOCALIZATION: false,
        LINKEDIN_REWRITE: false,
        ANALYTICS: false,
        ADVANCED_RESUME_ANALYSIS: false,
        PDF_EXPORT: false,
        WORD_EXPORT: false,
      },
    });

    const { user: owner } = await createTestUser();
    const ownerResume = await json<ResumeBody>(await newResume(await callerFor(owner.id)));
    for (const response of [
      await newResume(guest),
      await patchResume(guest, ownerResume.id, { version: ownerResume.version, title: "Taken over" }),
      await patchResume(guest, ownerResume.id, { version: ownerResume.version, visibility: "PUBLIC" }),
      await charge(guest, "JOB_FIT_SCORE"),
      await pdf(guest, ownerResume.id),
      await word(guest, ownerResume.id),
      await buyTokens(guest),
    ]) {
      expect(response.status).toBe(401);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe("Unauthorized");
    }
    const stillOwned = await patchResume(await callerFor(owner.id), ownerResume.id, {
      version: ownerResume.version,
      title: "Mine",
    });
    expect(stillOwned.status).toBe(200);
  });

  for (const row of signedInCases) {
    const name = row.role ? `${row.role} on ${row.tier}` : row.userType;
    it(`${name}: edit, AI features, buy tokens, PDF by template, sharing, watermark, Word, resume limit of ${row.resumeLimit}`, async () => {
      const { user } = await createTestUser({ subscriptionTier: row.tier, role: row.role ?? "USER" });
      if (row.purchased)
        await setTestTokenBalance({ userId: user.id }, { allowance: row.allowance, purchased: row.purchased });
      const caller = await callerFor(user.id);

      // The answers the client shows and hides controls by (Word export and the watermark have no route of their own here).
      const answer = await callRoute(permissionsRoute, { path: "/api/user/permissions", caller });
      expect(answer.status).toBe(200);
      expect(await json(answer)).toMatchObject({
        userType: row.userType,
        editorUserType: row.editorUserType,
        signedIn: true,
        edit: true,
        aiFeatures: true,
        buyTokens: true,
        wordExport: true,
        pdfDownload: row.paid ? "all_templates" : "free_templates",
        exportsChargeTokens: !row.paid,
        sharePublicly: row.paid,
        watermark: !row.paid,
        premiumTemplates: row.paid,
        premiumFeatures: row.paid,
        resumeLimit: row.resumeLimit,
        monthlyTokenAllowance: row.allowance,
        operations: {
          COVER_LETTER: true,
          JOB_FIT_SCORE: true,
          BOOSTER: true,
          LINKEDIN_REWRITE: true,
          WORD_EXPORT: true,
        },
      });

      // Edit: yes.
      const created = await newResume(caller);
      expect(created.status).toBe(201);
      const resume = await json<ResumeBody>(created);
      const edited = await patchResume(caller, resume.id, { version: resume.version, title: "Edited" });
      expect(edited.status).toBe(200);
      let current = await json<ResumeBody>(edited);

      // AI features: yes, at the server's cost.
      const ai = await charge(caller, "JOB_FIT_SCORE");
      expect(ai.status).toBe(200);
      expect(await json(ai)).toMatchObject({ charged: true, cost: 100 });

      // Buy tokens: yes (Stripe Checkout, here the loopback stand-in).
      const bought = await buyTokens(caller);
      expect(bought.status).toBe(200);
      expect((await json<{ url: string }>(bought)).url).toMatch(/^https:\/\//);

      // PDF of a premium template: refused below BASIC before anything prints or is charged.
      if (!row.paid) {
        const data = structuredClone(current.data);
        data.metadata.template = "gengar";
        current = await json<ResumeBody>(await patchResume(caller, resume.id, { version: current.version, data }));
        const refused = await pdf(caller, resume.id);
        expect(refused.status).toBe(403);
        expect(await json(refused)).toMatchObject({
          error: { code: "Forbidden", details: { reason: "premium_template", feature: "pdf" } },
        });
      }

      // Word export: every signed-in user; WORD_EXPORT (40 tokens) below BASIC, included from BASIC.
      const exported = await word(caller, resume.id);
      expect(exported.status).toBe(200);
      expect(exported.headers.get("x-vitae-tokens-charged")).toBe(row.paid ? "0" : "40");

      // Share publicly: plan holders only.
      const shared = await patchResume(caller, resume.id, { version: current.version, visibility: "PUBLIC" });
      if (row.paid) {
        expect(shared.status).toBe(200);
        expect(await json(shared)).toMatchObject({ visibility: "PUBLIC" });
      } else {
        expect(shared.status).toBe(403);
        expect(await json(shared)).toMatchObject({
          error: { code: "Forbidden", details: { reason: "plan", feature: "share" } },
        });
      }

      // Resume limit: up to it, then refused with subscription_limit (ENTERPRISE's 999 comes from configuration too).
      const limit = row.userType === "ENTERPRISE" ? 3 : row.resumeLimit;
      const configured = config.RESUME_LIMIT_ENTERPRISE;
      if (row.userType === "ENTERPRISE") config.RESUME_LIMIT_ENTERPRISE = limit;
      try {
        for (let count = 1; count < limit; count++) expect((await newResume(caller)).status).toBe(201);
        const refused = await newResume(caller);
        expect(refused.status).toBe(403);
        expect(await json(refused)).toMatchObject({
          error: { code: "ResumeLimitReached", details: { reason: "subscription_limit", limit } },
        });
      } finally {
        config.RESUME_LIMIT_ENTERPRISE = configured;
      }
    });
  }

  it("a FREE user's bought tokens make a TOKEN_USER only above 250, and the tier, not the role, decides the plan rows", async () => {
    const { user } = await createTestUser({ role: "ADMIN" });
    const caller = await callerFor(user.id);
    await setTestTokenBalance({ userId: user.id }, { allowance: 250 });
    expect(await json(await callRoute(permissionsRoute, { path: "/api/user/permissions", caller }))).toMatchObject({
      userType: "FREE",
      sharePublicly: false,
    });
    await setTestTokenBalance({ userId: user.id }, { allowance: 250, purchased: 1 });
    expect(await json(await callRoute(permissionsRoute, { path: "/api/user/permissions", caller }))).toMatchObject({
      userType: "TOKEN_USER",
      resumeLimit: 10,
      sharePublicly: false,
      watermark: true,
    });
  });
});

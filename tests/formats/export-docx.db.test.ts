import { randomUUID } from "node:crypto";
import JSZip from "jszip";
import mammoth from "mammoth";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as exportDocx } from "@/app/api/resume/[id]/export/docx/route";
import { POST as createResumeRoute } from "@/app/api/resume/route";
import { loadTemplateLabels } from "@/components/templates/load-template-labels";
import { getSampleResume } from "@/core/resume/samples";
import { AppError } from "@/core/errors";
import type { SubscriptionTier } from "@/lib/db";
import { exportResumeDocx } from "@/lib/formats/docx/export-resume-docx";
import { docxMimeType } from "@/lib/formats/to-docx";
import { createGuestSession } from "@/lib/guest/create-guest-session";
import { guestCookieName } from "@/lib/guest/guest-cookie";
import { getResumeStatistics } from "@/lib/resume/get-resume-statistics";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { ledger, setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser, uniqueSuffix } from "@/tests/factories/users";
import { callerFor, callRoute, type Caller } from "@/tests/support/route-request";

// GET /api/resume/{id}/export/docx through its route handler with real sessions, balances and ledger
// (DECISIONS.md "Word export": signed-in users; WORD_EXPORT, 40 tokens, below BASIC; included from BASIC).

type ErrorBody = { error: { code: string; details?: Record<string, unknown> } };

async function userWith(tier: SubscriptionTier, tokens: number) {
  const { user } = await createTestUser({ subscriptionTier: tier });
  await setTestTokenBalance({ userId: user.id }, { allowance: tokens });
  return { user, caller: await callerFor(user.id) };
}

async function newResume(caller: Caller, title = "Backend Engineer"): Promise<{ id: string; version: number }> {
  const response = await callRoute(createResumeRoute, {
    method: "POST",
    path: "/api/resume",
    body: { title, data: getSampleResume("en-US") },
    caller,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; version: number };
}

function download(caller: Caller, resumeId: string, exportId: string | null = randomUUID()): Promise<Response> {
  const query = exportId ? `?exportId=${exportId}` : "";
  return callRoute(exportDocx, {
    path: `/api/resume/${resumeId}/export/docx${query}`,
    caller,
    params: { id: resumeId },
  });
}

describe("GET /api/resume/{id}/export/docx", () => {
  it("FREE: answers the .docx named after the title and charges 40 tokens once per export id", async () => {
    const { user, caller } = await userWith("FREE", 100);
    const resume = await newResume(caller, "Ingénieure backend");
    const exportId = randomUUID();

    const first = await download(caller, resume.id, exportId);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe(docxMimeType);
    expect(first.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("Ingénieure backend-resume.docx")}`,
    );
    expect(first.headers.get("x-vitae-tokens-charged")).toBe("40");
    const buffer = Buffer.from(await first.arrayBuffer());
    expect((await JSZip.loadAsync(buffer)).file("word/document.xml")).not.toBeNull();
    expect((await mammoth.extractRawText({ buffer })).value).toContain(getSampleResume("en-US").basics.name);
    expect(await getTokenBalance(user.id)).toBe(60);

    // The same export id again (a retried request): the file again, no second charge.
    const retried = await download(caller, resume.id, exportId);
    expect(retried.status).toBe(200);
    expect(retried.headers.get("x-vitae-tokens-charged")).toBe("0");
    expect(await getTokenBalance(user.id)).toBe(60);

    // A new export is a new charge; then the balance (20) is short: 402 with both numbers, nothing charged.
    expect((await download(caller, resume.id, null)).headers.get("x-vitae-tokens-charged")).toBe("40");
    const short = await download(caller, resume.id);
    expect(short.status).toBe(402);
    expect(((await short.json()) as ErrorBody).error).toMatchObject({
      code: "InsufficientTokens",
      details: { required: 40, balance: 20 },
    });
    expect(await getTokenBalance(user.id)).toBe(20);
    expect(await ledger({ userId: user.id })).toEqual([
      ["CHARGE", "WORD_EXPORT", -40],
      ["CHARGE", "WORD_EXPORT", -40],
    ]);
    expect((await getResumeStatistics(user.id, resume.id)).downloads).toBe(3);
  });

  it("BASIC and above: included, no charge", async () => {
    const { user, caller } = await userWith("BASIC", 700);
    const resume = await newResume(caller);
    const response = await download(caller, resume.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-vitae-tokens-charged")).toBe("0");
    expect(await getTokenBalance(user.id)).toBe(700);
    expect(await ledger({ userId: user.id })).toEqual([]);
  });

  it("another user's resume is 404 and charges nothing; a malformed export id is 400", async () => {
    const owner = await userWith("FREE", 100);
    const resume = await newResume(owner.caller);
    const stranger = await userWith("FREE", 100);
    const response = await download(stranger.caller, resume.id);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe("ResumeNotFound");
    expect(await getTokenBalance(stranger.user.id)).toBe(100);

    const malformed = await callRoute(exportDocx, {
      path: `/api/resume/${resume.id}/export/docx?exportId=not-a-uuid`,
      caller: owner.caller,
      params: { id: resume.id },
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.code).toBe("ValidationFailed");
    expect(await getTokenBalance(owner.user.id)).toBe(100);
  });

  it("refuses guests (no session, or a guest session's cookie) with 401 and a cross-site request with 403", async () => {
    const owner = await userWith("FREE", 100);
    const resume = await newResume(owner.caller);
    const { token } = await createGuestSession({ existingToken: null, clientAddress: `203.0.113.9-${uniqueSuffix()}` });
    for (const caller of [{ cookie: null }, { cookie: `${guestCookieName}=${token}` }]) {
      const response = await download(caller, resume.id);
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe("Unauthorized");
    }

    // A GET that spends tokens: another site's page may not make the browser send it.
    const crossSite = await exportDocx(
      new NextRequest(`http://localhost:3000/api/resume/${resume.id}/export/docx`, {
        headers: { origin: "https://attacker.example", cookie: owner.caller.cookie! },
      }),
      { params: Promise.resolve({ id: resume.id }) },
    );
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as ErrorBody).error.code).toBe("CrossSiteRequest");
    expect(await getTokenBalance(owner.user.id)).toBe(100);
  });

  it("gives the tokens back when the document cannot be built, and charges the retry once", async () => {
    const { user, caller } = await userWith("FREE", 100);
    const resume = await newResume(caller);
    const exportId = randomUUID();
    const failed = await exportResumeDocx(
      user,
      { resumeId: resume.id, exportId },
      {
        labels: loadTemplateLabels,
        build: () => Promise.reject(new AppError("SomethingWentWrong")),
      },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(AppError);
    expect(await getTokenBalance(user.id)).toBe(100);

    const retried = await exportResumeDocx(user, { resumeId: resume.id, exportId }, { labels: loadTemplateLabels });
    expect(retried.tokensCharged).toBe(40);
    expect(retried.fileName).toBe("Backend Engineer-resume.docx");
    expect(await getTokenBalance(user.id)).toBe(60);
    expect(await ledger({ userId: user.id })).toEqual([
      ["CHARGE", "WORD_EXPORT", -40],
      ["REFUND", "WORD_EXPORT", 40],
      ["CHARGE", "WORD_EXPORT", -40],
    ]);
  });
});

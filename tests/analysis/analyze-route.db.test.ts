import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as analyzeAdvanced } from "@/app/api/ai/analyze/advanced/route";
import { POST as analyze } from "@/app/api/ai/analyze/route";
import type { AnalysisProgressEvent } from "@/core/analysis/progress-events";
import { config } from "@/lib/config";
import { db, type SubscriptionTier } from "@/lib/db";
import { createResume } from "@/lib/resume/create-resume";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser } from "@/tests/factories/users";
import { callerFor, callRoute, type Caller } from "@/tests/support/route-request";
import { withOpenAiStandIn } from "@/tests/support/openai-server";
import { withConfig } from "@/tests/support/with-config";
import { cases } from "./fixtures/cases";

// The analysis routes over HTTP, with the real ledger: one charge per analysis, refunds on failure,
// the plan and ownership refusals, and the model path against the loopback OpenAI stand-in.

const software = cases[0]!;

async function owner(tier: SubscriptionTier, balance = 1000) {
  const { user } = await createTestUser({ subscriptionTier: tier });
  await setTestTokenBalance({ userId: user.id }, { allowance: balance });
  const resume = await createResume(
    { id: user.id, email: user.email, subscriptionTier: tier },
    { title: "Analysed", data: software.resume },
  );
  return { user, resume, caller: await callerFor(user.id) };
}

async function events(response: Response): Promise<AnalysisProgressEvent[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AnalysisProgressEvent);
}

const body = (resumeId: string, requestId = randomUUID()) => ({ resumeId, jobDescription: software.job, requestId });

const routes = {
  basic: { handler: analyze, path: "/api/ai/analyze" },
  advanced: { handler: analyzeAdvanced, path: "/api/ai/analyze/advanced" },
};

/** POSTs `request` to the analysis (the basic one unless said) as `caller`. */
function postAnalysis(caller: Caller, request: ReturnType<typeof body>, route: keyof typeof routes = "basic") {
  const { handler, path } = routes[route];
  return callRoute(handler, { method: "POST", path, body: request, caller });
}

/** postAnalysis's streamed events. */
async function analysisEvents(...args: Parameters<typeof postAnalysis>): Promise<AnalysisProgressEvent[]> {
  return events(await postAnalysis(...args));
}

async function charges(userId: string) {
  const prisma = await db();
  const rows = await prisma.tokenLedgerEntry.findMany({
    where: { userId, kind: { not: "ADJUSTMENT" } },
    orderBy: { sequence: "asc" },
  });
  return rows.map((row) => [row.kind, row.operation, row.delta]);
}

describe("POST /api/ai/analyze (offline)", () => {
  withConfig({ OPENAI_API_KEY: undefined });

  it("streams the five real steps and the analyzer's result, and charges ANALYTICS once", async () => {
    const { user, resume, caller } = await owner("FREE");
    const request = body(resume.id);
    const response = await postAnalysis(caller, request);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const stream = await events(response);
    const steps = stream.filter((event) => event.type === "step").map((event) => `${event.step}:${event.status}`);
    expect(steps).toEqual([
      "scan:active",
      "scan:done",
      "ats:active",
      "ats:done",
      "content:active",
      "content:done",
      "score:active",
      "score:done",
      "complete:active",
      "complete:done",
    ]);
    const result = stream.find((event) => event.type === "result");
    expect(result?.type === "result" && result.mode).toBe("offline");
    expect(result?.type === "result" && result.tokensCharged).toBe(100);
    if (result?.type !== "result") throw new Error("no result");
    expect("advanced" in result.analysis).toBe(false);
    const java = result.analysis.matches.find((match) => match.requirement.id === "term:java");
    expect(java?.status).toBe("gap");
    expect(await getTokenBalance(user.id)).toBe(900);
    expect(await charges(user.id)).toEqual([["CHARGE", "ANALYTICS", -100]]);

    // The same request again (a retry) is not charged twice.
    const retry = await analysisEvents(caller, request);
    expect(retry.find((event) => event.type === "result")).toMatchObject({ tokensCharged: 0 });
    expect(await getTokenBalance(user.id)).toBe(900);
  });

  it("answers another user's resume as not found, and charges nobody", async () => {
    const { resume } = await owner("FREE");
    const { user: other, caller } = await owner("FREE");
    const response = await postAnalysis(caller, body(resume.id));
    expect(response.status).toBe(404);
    expect(await charges(other.id)).toEqual([]);
  });

  it("refuses a signed-out caller (guests cannot analyse)", async () => {
    const { resume } = await owner("FREE");
    const response = await postAnalysis({ cookie: null }, body(resume.id));
    expect(response.status).toBe(401);
  });

  it("reports InsufficientTokens in the stream when the balance is short", async () => {
    const { user, resume, caller } = await owner("FREE", 50);
    const stream = await analysisEvents(caller, body(resume.id));
    expect(stream.at(-1)).toMatchObject({ type: "error", error: { code: "InsufficientTokens" } });
    expect(await getTokenBalance(user.id)).toBe(50);
  });

  it("refuses the advanced analysis to FREE with Forbidden before charging", async () => {
    const { user, resume, caller } = await owner("FREE");
    const response = await postAnalysis(caller, body(resume.id), "advanced");
    expect(response.status).toBe(403);
    expect(await charges(user.id)).toEqual([]);
  });

  it("gives a paid user the advanced dashboard for ADVANCED_RESUME_ANALYSIS (150)", async () => {
    const { user, resume, caller } = await owner("PROFESSIONAL");
    const stream = await analysisEvents(caller, body(resume.id), "advanced");
    const result = stream.find((event) => event.type === "result");
    if (result?.type !== "result" || !("advanced" in result.analysis)) throw new Error("no advanced result");
    expect(result.analysis.advanced.competitiveAnalysis.skillGaps.critical).toContain("Java");
    expect(result.analysis.advanced.jobMatchAnalysis.salaryMatch).toBeNull();
    expect(await charges(user.id)).toEqual([["CHARGE", "ADVANCED_RESUME_ANALYSIS", -150]]);
  });
});

describe("POST /api/ai/analyze with a model", () => {
  const server = withOpenAiStandIn();

  it("refunds the charge when the model fails", async () => {
    const { user, resume, caller } = await owner("FREE");
    // First in this block: a later test caches the wording for the same findings.
    server.script({ status: 500 });
    const stream = await analysisEvents(caller, body(resume.id));
    expect(stream.at(-1)).toMatchObject({ type: "error", error: { details: { step: "content" } } });
    expect(await charges(user.id)).toEqual([
      ["CHARGE", "ANALYTICS", -100],
      ["REFUND", "ANALYTICS", 100],
    ]);
    expect(await getTokenBalance(user.id)).toBe(1000);
  });

  it("adds the model's wording but keeps every number the analyzer computed", async () => {
    const offline = await owner("FREE");
    Object.assign(config, { OPENAI_API_KEY: undefined });
    const plain = (await analysisEvents(offline.caller, body(offline.resume.id))).find(
      (event) => event.type === "result",
    );
    Object.assign(config, { OPENAI_API_KEY: "sk-test" });

    const { resume, caller } = await owner("FREE");
    // The model answers with wording and tries to slip in numbers: they are not part of its schema.
    server.script({
      json: {
        items: [{ code: "addCriticalKeywords", text: `Mention Java where you used it. (${randomUUID()})` }],
        overallScore: 100,
        skillMatch: 100,
      },
    });
    const stream = await analysisEvents(caller, body(resume.id));
    const result = stream.find((event) => event.type === "result");
    if (result?.type !== "result" || plain?.type !== "result") throw new Error("no result");
    expect(result.mode).toBe("model");
    const high = result.analysis.basic.rawATSData.suggestions.highPriority.find(
      (entry) => entry.code === "addCriticalKeywords",
    );
    expect(high?.text).toMatch(/^Mention Java/);
    expect(result.analysis.basic.atsOptimization).toEqual(plain.analysis.basic.atsOptimization);
    expect(result.analysis.basic.jobMatchAnalysis).toEqual(plain.analysis.basic.jobMatchAnalysis);
    expect(result.analysis.matches).toEqual(plain.analysis.matches);
    const prompt = JSON.stringify(server.requests.at(-1)?.messages);
    expect(prompt).toContain("addCriticalKeywords");
  });
});

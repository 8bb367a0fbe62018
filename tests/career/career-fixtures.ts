import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { ResumeData } from "@/core/resume/schema";
import { AppError } from "@/core/errors";
import type { AiActor, AiToolCall } from "@/lib/ai/run-ai-operation";
import { config } from "@/lib/config";
import { db, type SubscriptionTier } from "@/lib/db";
import { createResume } from "@/lib/resume/create-resume";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { chargedAndRefunded, ledger, setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser } from "@/tests/factories/users";
import { cases } from "@/tests/analysis/fixtures/cases";
import {
  lastChat,
  withOpenAiStandIn,
  type OpenAiStandIn,
  type Script,
  type ScriptedAnswer,
} from "@/tests/support/openai-server";
import { callerFor } from "@/tests/support/route-request";

export { chargedAndRefunded, ledger };

// Shared by the career-tool suites: owners of a resume written for the analyzer tests, the ledger
// rows of an owner, and the words a text holds that a source does not.

/**
 * A career suite's set-up: the loopback OpenAI stand-in, offline until a test runs `withModel`,
 * fresh idempotency keys named after the suite, and the model failures' tests against that stand-in.
 */
export function careerSuite(name: string) {
  const server = withOpenAiStandIn({ OPENAI_API_KEY: undefined });
  return {
    server,
    key: () => `${name}-${randomUUID()}`,
    /** The last request: to the smart model with these limits, for a JSON answer; its system prompt and prompt. */
    lastSmartCall: (limits: { max_tokens: number; temperature: number }) => {
      const { request, system, prompt } = lastChat(server);
      expect(request).toMatchObject({ model: "smart-test-model", ...limits });
      expect(request.response_format?.type).toBe("json_schema");
      return { system, prompt };
    },
    itRefundsModelFailures: (cases: ModelFailureCases) => itRefundsModelFailures(server, cases),
    /** Runs `body` for a new owner of `resume` with a model configured (`withModel`) that gives `answer` first. */
    withModelAnswering: <T>(resume: ResumeData, answer: Script, body: (owner: Owner) => Promise<T>) =>
      withModel(async () => {
        server.script(answer);
        return body(await resumeOwner(resume));
      }),
  };
}

/** A resume in the given language (its metadata.locale). */
export function inLocale(resume: ResumeData, locale: string): ResumeData {
  return { ...resume, metadata: { ...resume.metadata, locale } };
}

export const software = { ...cases[0]!, resume: inLocale(cases[0]!.resume, "en-US") };
export const nurse = { ...cases[1]!, resume: inLocale(cases[1]!.resume, "ar-SA") };

/** A signed-in user with `balance` tokens and one resume: the actor, the resume id and a session. */
export async function resumeOwner(
  data: ResumeData,
  { tier = "FREE", balance = 1000 } = {} as {
    tier?: SubscriptionTier;
    balance?: number;
  },
) {
  const { user } = await createTestUser({ subscriptionTier: tier, password: null });
  await setTestTokenBalance({ userId: user.id }, { allowance: balance });
  const resume = await createResume(
    { id: user.id, email: user.email, subscriptionTier: tier },
    { title: "Career", data },
  );
  const actor: AiActor = { user: { id: user.id, subscriptionTier: tier } };
  return { user, actor, resumeId: resume.id, caller: await callerFor(user.id) };
}

type Owner = Awaited<ReturnType<typeof resumeOwner>>;

/** A guest session (not signed in) with 200 tokens: its id, for the actor and the ledger. */
export async function guestWithTokens(): Promise<string> {
  const prisma = await db();
  const session = await prisma.guestSession.create({
    data: { tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  await setTestTokenBalance({ guestSessionId: session.id }, { allowance: 200 });
  return session.id;
}

/** The signal of a client that has already gone: the operation stops after the charge, which it must refund. */
export function clientGone(): AbortSignal {
  const controller = new AbortController();
  controller.abort(new Error("client gone"));
  return controller.signal;
}

/** Runs `body` with a model configured (the suite's OpenAI stand-in), then offline again. */
export async function withModel<T>(body: () => Promise<T>): Promise<T> {
  Object.assign(config, { OPENAI_API_KEY: "sk-test" });
  try {
    return await body();
  } finally {
    Object.assign(config, { OPENAI_API_KEY: undefined, AI_TIMEOUT_MS: 20_000 });
  }
}

/** The AppError a promise rejects with. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/**
 * The refusals every paid career operation makes before any work, charging nobody: a guest (Forbidden,
 * sign_in_required), another user's resume (ResumeNotFound), a balance one token short
 * (InsufficientTokens); then the refund when the client has gone after the charge. `request` makes the
 * operation's request for a resume id. Returns the owner whose request was refunded.
 */
async function expectRefusalsAndRefund<Request>({
  run,
  request,
  refund: { operation, cost, resume = software.resume },
}: RefusalCases<Request>) {
  const guestSessionId = await guestWithTokens();
  const owner = await resumeOwner(resume);
  const guest = await appErrorOf(run({ actor: { guestSessionId }, request: request(owner.resumeId) }));
  expect(guest).toMatchObject({ code: "Forbidden", details: { reason: "sign_in_required" } });
  expect(await ledger({ guestSessionId })).toEqual([]);

  const other = await resumeOwner(resume);
  const notFound = await appErrorOf(run({ actor: other.actor, request: request(owner.resumeId) }));
  expect(notFound.code).toBe("ResumeNotFound");
  expect(await ledger({ userId: other.user.id })).toEqual([]);

  const poor = await resumeOwner(resume, { balance: cost - 1 });
  const short = await appErrorOf(run({ actor: poor.actor, request: request(poor.resumeId) }));
  expect(short.code).toBe("InsufficientTokens");
  expect(await ledger({ userId: poor.user.id })).toEqual([]);

  const gone = run({ actor: owner.actor, request: request(owner.resumeId), signal: clientGone() });
  await expect(gone).rejects.toThrow("client gone");
  expect(await ledger({ userId: owner.user.id })).toEqual(chargedAndRefunded(operation, cost));
  expect(await getTokenBalance(owner.user.id)).toBe(1000);
  return owner;
}

type RefusalCases<Request> = {
  run: (call: AiToolCall<Request>) => Promise<unknown>;
  /** The operation's request for a resume id. */
  request: (resumeId: string) => Request;
  /** What the refunded request paid, and the resume every owner has (the software one unless given). */
  refund: { operation: string; cost: number; resume?: ResumeData };
};

/**
 * expectRefusalsAndRefund as a test; `afterRefund` checks what else the refunded owner must find
 * (that the failed request stored nothing, say).
 */
export function itRefusesAndRefunds<Request>({
  afterRefund,
  ...cases
}: RefusalCases<Request> & { afterRefund?: (owner: Owner) => Promise<void> }) {
  it("refuses a guest, another user's resume and a short balance, charging nobody; refunds when the client goes away", async () => {
    const owner = await expectRefusalsAndRefund(cases);
    await afterRefund?.(owner);
  });
}

/**
 * A new owner of `resume` runs the operation against a model that fails (the suite scripts the
 * failure first): the error, once the ledger shows the charge and its refund.
 */
export async function refundedFailure(
  run: (owner: Owner) => Promise<unknown>,
  { operation, cost, resume = software.resume }: { operation: string; cost: number; resume?: ResumeData },
): Promise<AppError> {
  const owner = await resumeOwner(resume);
  const error = await appErrorOf(run(owner));
  expect(await ledger({ userId: owner.user.id })).toEqual(chargedAndRefunded(operation, cost));
  return error;
}

type ModelFailureCases = {
  /** Runs the operation for a new owner, with a prompt no other test sends (the response cache would answer one seen before). */
  run: (owner: Owner) => Promise<unknown>;
  refund: { operation: string; cost: number; resume?: ResumeData };
  /** What the first answer is, for the test's name ("a malformed answer"), and the two answers that fail the check. */
  invalid: [string, Script, Script];
  /** An answer the stand-in gives after the timeout, for a test of the timeout. */
  late?: ScriptedAnswer;
};

/**
 * The model path's failures every paid career operation refunds, as tests: two answers that fail its
 * check (it asks once more after the first), and, when `late` is given, an answer after the timeout.
 */
function itRefundsModelFailures(
  server: OpenAiStandIn,
  { run, refund, invalid: [what, ...answers], late }: ModelFailureCases,
) {
  it(`asks once more after ${what}, then refunds`, async () => {
    await withModel(async () => {
      server.script(...answers);
      const error = await refundedFailure(run, refund);
      expect(error.code).toBe("AiMalformedAnswer");
      expect(server.requests).toHaveLength(2);
    });
  });

  if (late)
    it("refunds a timeout", async () => {
      await withModel(async () => {
        Object.assign(config, { AI_TIMEOUT_MS: 300 });
        server.script({ ...late, delayMs: 1500 });
        const error = await refundedFailure(run, refund);
        expect(error.code).toBe("AiTimeout");
      });
    });
}

/** The words of `text` (letters and digits, lower case) that `source` does not hold. */
export function wordsNotIn(source: string, text: string): string[] {
  const words = (value: string) => value.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const known = new Set(words(source));
  return words(text).filter((word) => !known.has(word));
}

/** The fixed words the offline LinkedIn texts may add, in a locale (messages careerTools.compose.linkedin). */
export function linkedInLabels(locale: string): string {
  const file = path.join(process.cwd(), "messages", locale, "careerTools.json");
  const messages = JSON.parse(readFileSync(file, "utf8")) as { compose: { linkedin: Record<string, string> } };
  return Object.values(messages.compose.linkedin).join("\n");
}

import "server-only";
import { createHash } from "node:crypto";
import type { SubscriptionTier } from "@/lib/db";
import { assertPermission } from "@/lib/plans/get-permissions";
import { chargeTokens } from "@/lib/tokens/charge-tokens";
import { refundCharge } from "@/lib/tokens/refund-charge";
import { tokenCosts } from "@/lib/tokens/token-costs";
import { ownerKey, type TokenOwner } from "@/lib/tokens/token-owner";
import { aiMode, type AiMode } from "./provider";
import type { AiOperation } from "./settings";

// The ONE way an AI feature charges (docs/AI.md "Charging"): permission, then the charge (spec §9
// cost, from the server's table), then the work; any failure of the work (an error, a timeout, the
// client going away, a malformed answer) gives the charge back.

/** Who runs it: a signed-in user (tier read this request) or a guest session, each with its own balance. */
export type AiActor = { user: { id: string; subscriptionTier: SubscriptionTier } } | { guestSessionId: string };

/** What a paid AI tool (booster, job fit, cover letter, ...) is called with: who asks, the parsed request, and the client's signal. */
export type AiToolCall<Request> = { actor: AiActor; request: Request; signal?: AbortSignal };

export type AiOperationContext = {
  /** "model" when a model is configured, else "offline": the work picks its engine by this. */
  mode: AiMode;
  owner: TokenOwner;
  /** Cancelled when the client goes away; pass it to the provider calls. */
  signal?: AbortSignal;
};

export type RunAiOperationInput<T> = {
  actor: AiActor;
  operation: AiOperation;
  /** The client's key for this request (a retry sends the same). */
  idempotencyKey: string;
  /**
   * What the request asks (any JSON value). It is part of the ledger key, so the same key with other
   * input is a new charge; a retry with the same input reruns the same work, which the response
   * cache (model) or the deterministic offline engine answers without new cost.
   */
  input: unknown;
  signal?: AbortSignal;
  work: (context: AiOperationContext) => Promise<T>;
};

export type AiOperationResult<T> = {
  result: T;
  /** false when this request was a retry of one already paid for. */
  charged: boolean;
  cost: number;
  balance: number;
  mode: AiMode;
};

/** A key is a retry for ten minutes; after that the same key and input is a new charge. */
const retryWindowSeconds = 600;

export function ownerOf(actor: AiActor): TokenOwner {
  return "user" in actor ? { userId: actor.user.id } : { guestSessionId: actor.guestSessionId };
}

async function charge(input: Omit<RunAiOperationInput<unknown>, "work">) {
  const owner = ownerOf(input.actor);
  await assertPermission(
    { user: "user" in input.actor ? input.actor.user : null },
    { action: "trackOperation", operation: input.operation },
  );
  const fingerprint = createHash("sha256")
    .update(JSON.stringify(input.input ?? null))
    .digest("base64url")
    .slice(0, 22);
  const charged = await chargeTokens({
    owner,
    operation: input.operation,
    idempotencyKey: `ai:${ownerKey(owner)}:${input.operation}:${input.idempotencyKey}:${fingerprint}`,
    retryWindowSeconds,
  });
  const refund = async () => {
    // Only the request that made the charge gives it back: a retry that fails does not refund the
    // first request's delivered work.
    if (charged.charged) await refundCharge({ owner, idempotencyKey: charged.entryKey, reason: "ai_failed" });
  };
  return { owner, charged, refund };
}

/** Permission, charge, work; the charge is refunded when the work throws. */
export async function runAiOperation<T>(input: RunAiOperationInput<T>): Promise<AiOperationResult<T>> {
  const { owner, charged, refund } = await charge(input);
  const mode = aiMode();
  try {
    const result = await input.work({ mode, owner, signal: input.signal });
    if (input.signal?.aborted) throw input.signal.reason;
    return { result, charged: charged.charged, cost: tokenCosts[input.operation], balance: charged.balance, mode };
  } catch (error) {
    await refund();
    throw error;
  }
}

export type RunAiStreamInput = Omit<RunAiOperationInput<never>, "work"> & {
  work: (context: AiOperationContext) => Promise<AsyncIterable<string>>;
};

export type AiStreamOperationResult = Omit<AiOperationResult<never>, "result"> & {
  /** The pieces of the answer. The charge is refunded if it fails or is abandoned before its end. */
  textStream: AsyncIterable<string>;
};

/**
 * The streaming variant: charged before the first piece; refunded when starting the stream fails,
 * when it throws midway, or when the reader stops before the end (the client went away).
 */
export async function runAiStreamOperation(input: RunAiStreamInput): Promise<AiStreamOperationResult> {
  const { owner, charged, refund } = await charge(input);
  const mode = aiMode();
  let source: AsyncIterable<string>;
  try {
    source = await input.work({ mode, owner, signal: input.signal });
  } catch (error) {
    await refund();
    throw error;
  }
  const textStream = (async function* () {
    let finished = false;
    try {
      for await (const piece of source) yield piece;
      finished = true;
    } finally {
      if (!finished) await refund();
    }
  })();
  return { textStream, charged: charged.charged, cost: tokenCosts[input.operation], balance: charged.balance, mode };
}

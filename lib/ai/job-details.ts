import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { SubscriptionTier } from "@/lib/db";
import { AppError } from "@/core/errors";
import type { JobDetails } from "@/core/ai/generator/form";
import { hasJobContent, parseJobPage } from "@/lib/jobs/parse-job-page";
import { safeFetch, SafeFetchError, type SafeFetchTestingOptions } from "@/lib/net/safe-fetch";
import { assertPermission } from "@/lib/plans/get-permissions";
import { chargeTokens } from "@/lib/tokens/charge-tokens";
import { refundCharge } from "@/lib/tokens/refund-charge";
import { tokenCosts } from "@/lib/tokens/token-costs";
import { ownerKey, type TokenOwner } from "@/lib/tokens/token-owner";

/*
 * POST /api/resume/scrape-job-url: a job posting's details from its address, for 30 tokens
 * (AI_URL_JOB_DETAILS). The page is fetched with safeFetch (docs/SECURITY.md), read offline
 * (JSON-LD JobPosting, else readability and heading rules: lib/jobs/parse-job-page.ts), and the charge
 * is given back on every failure: refused address, timeout, too large, not a page, nothing found.
 */

export const scrapeJobUrlSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  /** The client's key for this attempt: a retried request is charged once. */
  idempotencyKey: z.string().trim().min(8).max(200).optional(),
});
export type ScrapeJobUrlInput = z.infer<typeof scrapeJobUrlSchema>;

export type ScrapeJobUrlResult = {
  success: true;
  data: JobDetails;
  source: "json-ld" | "rules";
  offline: boolean;
  tokensCharged: number;
  balance: number;
};

export const jobPageLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 } as const;

/** Who runs an AI operation: a signed-in user, or a guest session (user null). */
export type AiCaller =
  | { user: { id: string; subscriptionTier: SubscriptionTier }; guestSessionId?: undefined }
  | { user: null; guestSessionId: string };

export type ScrapeJobUrlOptions = { testing?: SafeFetchTestingOptions; timeoutMs?: number; maxBytes?: number };

/** Why an extraction failed, as ImportFailed details.reason (the page words each one). */
function failure(reason: string): AppError {
  return new AppError("ImportFailed", { details: { reason } });
}

export async function scrapeJobUrl(
  who: AiCaller,
  input: ScrapeJobUrlInput,
  options: ScrapeJobUrlOptions = {},
): Promise<ScrapeJobUrlResult> {
  const { url, idempotencyKey } = scrapeJobUrlSchema.parse(input);
  // What needs no connection is refused before anything is charged.
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw failure("InvalidUrl");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw failure("ForbiddenProtocol");

  const owner: TokenOwner = who.user ? { userId: who.user.id } : { guestSessionId: who.guestSessionId };
  await assertPermission({ user: who.user }, { action: "trackOperation", operation: "AI_URL_JOB_DETAILS" });
  const charge = await chargeTokens({
    owner,
    operation: "AI_URL_JOB_DETAILS",
    idempotencyKey: `job-url:${ownerKey(owner)}:${idempotencyKey ?? randomUUID()}`,
    metadata: { host: parsed.hostname.slice(0, 200) },
  });

  try {
    const page = await safeFetch(parsed.href, {
      maxBytes: options.maxBytes ?? jobPageLimits.maxBytes,
      timeoutMs: options.timeoutMs ?? jobPageLimits.timeoutMs,
      accept: ["text/html", "application/xhtml+xml"],
      testing: options.testing,
    });
    const { details, source } = parseJobPage(new TextDecoder("utf-8").decode(page.body));
    if (!hasJobContent(details)) throw failure("NothingFound");
    return {
      success: true,
      data: details,
      source,
      offline: true,
      tokensCharged: charge.charged ? tokenCosts.AI_URL_JOB_DETAILS : 0,
      balance: charge.balance,
    };
  } catch (error) {
    const refund = await refundCharge({ owner, idempotencyKey: charge.entryKey, reason: "job_url_failed" });
    const reason =
      error instanceof SafeFetchError
        ? error.reason
        : error instanceof AppError && typeof error.details?.reason === "string"
          ? error.details.reason
          : "NothingFound";
    if (!(error instanceof SafeFetchError || error instanceof AppError))
      console.error("job page extraction failed", error);
    throw new AppError("ImportFailed", { details: { reason, balance: refund.balance }, cause: error });
  }
}

import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import {
  APICallError,
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  streamText,
  TypeValidationError,
  type LanguageModel,
} from "ai";
import type { z } from "zod";
import { AppError, isAppError } from "@/core/errors";
import type { Prisma } from "@/lib/db/generated/client";
import { config } from "@/lib/config";
import { aiCacheKey, readAiCache, writeAiCache } from "./cache";
import { settingsFor, type AiOperation, type AiSettings } from "./settings";

// The one way the app talks to a language model: OpenAI, or any OpenAI-compatible server (Ollama,
// vLLM, LM Studio) at OPENAI_BASE_URL, through the chat-completions API every such server speaks.
// With no OPENAI_API_KEY the app runs on its offline engine (lib/ai/offline); callers ask aiMode()
// first. Failures become AppErrors the client translates: AiTimeout, AiUnavailable, AiMalformedAnswer.

export type AiMode = "model" | "offline";

/** "model" when OPENAI_API_KEY is set (a local server without keys takes any non-empty one), else "offline". */
export function aiMode(): AiMode {
  return config.OPENAI_API_KEY ? "model" : "offline";
}

export type AiCallInput = {
  operation: AiOperation;
  system: string;
  prompt: string;
  /** The request's signal: a client that goes away cancels the call. */
  signal?: AbortSignal;
  /** Per-call changes to the operation's settings (aiSettings). */
  settings?: Partial<AiSettings>;
  /** false: neither read nor write the response cache (an answer that must be fresh). */
  cache?: boolean;
};

export type AiTextResult = { text: string; model: string; cached: boolean };

let cachedProvider: { signature: string; provider: ReturnType<typeof createOpenAI> } | undefined;

function chatModel(modelId: string): LanguageModel {
  if (!config.OPENAI_API_KEY) throw new AppError("AiUnavailable", { details: { reason: "no_model_configured" } });
  const signature = `${config.OPENAI_API_KEY}\n${config.OPENAI_BASE_URL ?? ""}`;
  if (cachedProvider?.signature !== signature)
    cachedProvider = {
      signature,
      provider: createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL }),
    };
  return cachedProvider.provider.chat(modelId);
}

/** The caller's signal and the AI_TIMEOUT_MS limit as one; which one fired tells a timeout from an abort. */
function deadline(signal: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(config.AI_TIMEOUT_MS);
  return { timeout, signal: signal ? AbortSignal.any([signal, timeout]) : timeout };
}

/** Any failure of a model call as an AppError (a caller's own abort is passed on as it is). */
function toAppError(error: unknown, limits: { timeout: AbortSignal; caller?: AbortSignal }): unknown {
  if (isAppError(error)) return error;
  if (limits.caller?.aborted) return limits.caller.reason ?? error;
  if (limits.timeout.aborted)
    return new AppError("AiTimeout", { details: { timeoutMs: config.AI_TIMEOUT_MS }, cause: error });
  if (isMalformed(error)) return new AppError("AiMalformedAnswer", { cause: error });
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  return new AppError("AiUnavailable", { details: status ? { status } : undefined, cause: error });
}

function isMalformed(error: unknown): boolean {
  return (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  );
}

function cacheKeyOf(input: AiCallInput, settings: ReturnType<typeof settingsFor>, extra: Record<string, unknown> = {}) {
  return aiCacheKey({
    operation: input.operation,
    model: settings.modelId,
    maxTokens: settings.maxTokens,
    temperature: settings.temperature,
    baseURL: config.OPENAI_BASE_URL ?? "",
    system: input.system,
    prompt: input.prompt,
    ...extra,
  });
}

function requestOf(input: AiCallInput, settings: ReturnType<typeof settingsFor>, signal: AbortSignal) {
  return {
    model: chatModel(settings.modelId),
    system: input.system,
    prompt: input.prompt,
    maxOutputTokens: settings.maxTokens,
    temperature: settings.temperature,
    // One attempt: a timeout or an unreachable server is reported at once, and its charge refunded.
    maxRetries: 0,
    abortSignal: signal,
  };
}

/** A text call's settings and cache key, and the cached answer when the call may use the cache and one is stored. */
async function textCall(input: AiCallInput) {
  const settings = settingsFor(input.operation, input.settings);
  const useCache = input.cache !== false;
  const key = cacheKeyOf(input, settings, { kind: "text" });
  const hit = useCache ? await readAiCache(key) : undefined;
  return { settings, useCache, key, hit: typeof hit === "string" ? hit : undefined };
}

/** A whole answer as text. An empty answer is AiMalformedAnswer (reason "empty"). */
export async function generateAiText(input: AiCallInput): Promise<AiTextResult> {
  const { settings, useCache, key, hit } = await textCall(input);
  if (hit !== undefined) return { text: hit, model: settings.modelId, cached: true };
  const limits = deadline(input.signal);
  let text: string;
  try {
    ({ text } = await generateText(requestOf(input, settings, limits.signal)));
  } catch (error) {
    throw toAppError(error, { timeout: limits.timeout, caller: input.signal });
  }
  if (!text.trim()) throw new AppError("AiMalformedAnswer", { details: { reason: "empty" } });
  if (useCache) await writeAiCache({ key, operation: input.operation, model: settings.modelId, value: text });
  return { text, model: settings.modelId, cached: false };
}

export type AiTextStream = {
  model: string;
  cached: boolean;
  /** The answer's pieces as they are written; throws an AppError when the call fails midway. */
  textStream: AsyncIterable<string>;
};

/**
 * An answer streamed as it is written (for text the user watches appear). Errors surface while
 * iterating; the whole answer is cached once it has arrived, and a cache hit is one piece.
 */
export async function streamAiText(input: AiCallInput): Promise<AiTextStream> {
  const { settings, useCache, key, hit } = await textCall(input);
  if (hit !== undefined)
    return {
      model: settings.modelId,
      cached: true,
      textStream: (async function* () {
        yield hit;
      })(),
    };
  const model = chatModel(settings.modelId);
  const limits = deadline(input.signal);
  const textStream = (async function* () {
    let whole = "";
    try {
      const result = streamText({ ...requestOf(input, settings, limits.signal), model });
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          whole += part.text;
          yield part.text;
        } else if (part.type === "error") throw part.error;
        else if (part.type === "abort") throw limits.signal.reason ?? new Error("aborted");
      }
    } catch (error) {
      throw toAppError(error, { timeout: limits.timeout, caller: input.signal });
    }
    if (!whole.trim()) throw new AppError("AiMalformedAnswer", { details: { reason: "empty" } });
    if (useCache) await writeAiCache({ key, operation: input.operation, model: settings.modelId, value: whole });
  })();
  return { model: settings.modelId, cached: false, textStream };
}

export type AiObjectInput<T> = AiCallInput & {
  /** The answer's shape: the model is asked for JSON of this schema, and its answer is checked against it. */
  schema: z.ZodType<T>;
  /** A name for the schema, which some servers pass to the model. */
  schemaName?: string;
};

export type AiObjectResult<T> = { object: T; model: string; cached: boolean; attempts: number };

/**
 * A structured answer validated by a zod schema. An answer that is not JSON or does not fit is
 * asked for once more; a second bad answer is AiMalformedAnswer.
 */
export async function generateAiObject<T>(input: AiObjectInput<T>): Promise<AiObjectResult<T>> {
  const settings = settingsFor(input.operation, input.settings);
  const useCache = input.cache !== false;
  const key = cacheKeyOf(input, settings, { kind: "object", schemaName: input.schemaName ?? "" });
  if (useCache) {
    const hit = await readAiCache(key);
    const parsed = hit === undefined ? undefined : input.schema.safeParse(hit);
    if (parsed?.success) return { object: parsed.data, model: settings.modelId, cached: true, attempts: 0 };
  }
  for (let attempt = 1; ; attempt++) {
    const limits = deadline(input.signal);
    try {
      const { output } = await generateText({
        ...requestOf(input, settings, limits.signal),
        output: Output.object({ schema: input.schema, name: input.schemaName }),
      });
      const object = input.schema.parse(output);
      if (useCache)
        await writeAiCache({
          key,
          operation: input.operation,
          model: settings.modelId,
          value: object as Prisma.InputJsonValue,
        });
      return { object, model: settings.modelId, cached: false, attempts: attempt };
    } catch (error) {
      const malformed = isMalformed(error) || (error instanceof Error && error.name === "ZodError");
      if (malformed && attempt < 2 && !limits.signal.aborted) continue;
      if (malformed)
        throw new AppError("AiMalformedAnswer", { details: { reason: "schema", attempts: attempt }, cause: error });
      throw toAppError(error, { timeout: limits.timeout, caller: input.signal });
    }
  }
}

import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { config } from "@/lib/config";

// A stand-in for an OpenAI-compatible server on loopback: POST /v1/chat/completions answers from a
// scripted queue (one script per request, in order) in OpenAI's exact formats — a chat.completion
// JSON, or server-sent chat.completion.chunk events ending with `data: [DONE]` when the request asks
// to stream — and records every request for assertions. Start it, point OPENAI_BASE_URL at `url`.

export type ScriptedAnswer =
  /** An answer: the whole content, or streamed in these pieces when the request streams. */
  | { content: string; chunks?: string[] }
  /** A structured answer: the object as JSON content. */
  | { json: unknown }
  /** Content that is not JSON (for structured calls: malformed). */
  | { malformed: string }
  /** An error status with OpenAI's error body. */
  | { status: number; message?: string }
  /** A stream that sends these pieces and then drops the connection without finishing. */
  | { chunks: string[]; breakAfter: true };

export type Script = ScriptedAnswer & { delayMs?: number };

export type RecordedChatRequest = {
  model: string;
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  stream?: boolean;
  response_format?: { type: string; json_schema?: unknown };
  messages: { role: string; content: unknown }[];
  headers: IncomingHttpHeaders;
};

export type OpenAiStandIn = {
  /** The base URL with /v1, as OPENAI_BASE_URL takes it. */
  url: string;
  requests: RecordedChatRequest[];
  /** Queue answers for the next requests, in order. */
  script: (...answers: Script[]) => void;
  /** Forgets the recorded requests and the answers no request took. */
  reset: () => void;
  close: () => Promise<void>;
};

let sequence = 0;

function completion(model: string, content: string) {
  sequence += 1;
  return {
    id: `chatcmpl-test${sequence}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" },
    ],
    usage: { prompt_tokens: 12, completion_tokens: content.length, total_tokens: 12 + content.length },
  };
}

function chunk(id: string, model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

function writeEvent(response: ServerResponse, data: unknown) {
  response.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
}

function contentOf(answer: ScriptedAnswer): string {
  if ("json" in answer) return JSON.stringify(answer.json);
  if ("malformed" in answer) return answer.malformed;
  if ("content" in answer) return answer.content;
  return "";
}

async function respond(request: RecordedChatRequest, script: Script | undefined, response: ServerResponse) {
  if (!script) {
    response.writeHead(500, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message: "no scripted answer left", type: "server_error" } }));
    return;
  }
  if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
  if (response.destroyed) return;
  if ("status" in script) {
    response.writeHead(script.status, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message: script.message ?? "scripted failure", type: "server_error" } }));
    return;
  }
  if (!request.stream) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(completion(request.model, contentOf(script))));
    return;
  }
  sequence += 1;
  const id = `chatcmpl-test${sequence}`;
  response.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  writeEvent(response, chunk(id, request.model, { role: "assistant", content: "" }, null));
  const pieces = "chunks" in script && script.chunks ? script.chunks : [contentOf(script)];
  for (const piece of pieces) {
    writeEvent(response, chunk(id, request.model, { content: piece }, null));
    await new Promise((resolve) => setImmediate(resolve));
  }
  if ("breakAfter" in script) {
    response.socket?.destroy();
    return;
  }
  writeEvent(response, chunk(id, request.model, {}, "stop"));
  writeEvent(response, {
    ...chunk(id, request.model, {}, null),
    choices: [],
    usage: { prompt_tokens: 12, completion_tokens: pieces.length, total_tokens: 12 + pieces.length },
  });
  writeEvent(response, "[DONE]");
  response.end();
}

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const requests: RecordedChatRequest[] = [];
  const queue: Script[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (data: Buffer) => chunks.push(data));
    incoming.on("end", () => {
      const path = new URL(incoming.url ?? "/", "http://127.0.0.1").pathname;
      if (incoming.method !== "POST" || path !== "/v1/chat/completions") {
        outgoing.writeHead(404, { "content-type": "application/json" });
        outgoing.end(JSON.stringify({ error: { message: `no stand-in for ${incoming.method} ${path}` } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Omit<RecordedChatRequest, "headers">;
      const recorded = { ...body, headers: incoming.headers };
      requests.push(recorded);
      void respond(recorded, queue.shift(), outgoing).catch(() => outgoing.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => queue.push(...answers),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * For a test file or a describe block: starts the stand-in before its tests and points the app's
 * configuration at it (a key, the stand-in's address, test model names, a 20 s timeout, then
 * `settings` over them), empties the recorded requests and the unused answers before each test, and restores the
 * configuration and stops the server after. The returned object is the running stand-in.
 */
export function withOpenAiStandIn(settings: Partial<typeof config> = {}): OpenAiStandIn {
  const standIn = {} as OpenAiStandIn;
  const saved = { ...config };
  beforeAll(async () => {
    Object.assign(standIn, await startOpenAiStandIn());
    Object.assign(config, {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: standIn.url,
      AI_MODEL_FAST: "fast-test-model",
      AI_MODEL_SMART: "smart-test-model",
      AI_TIMEOUT_MS: 20_000,
      ...settings,
    });
  });
  // A test whose request never left (aborted first, on a busy machine) must not leave its answer to the next one.
  beforeEach(() => {
    standIn.reset();
  });
  afterAll(async () => {
    Object.assign(config, saved);
    await standIn.close();
  });
  return standIn;
}

/** The stand-in's last request, with its first two messages (the system prompt and the user's prompt) as text. */
export function lastChat(standIn: OpenAiStandIn) {
  const request = standIn.requests.at(-1)!;
  const [system, prompt] = request.messages.map((message) => String(message.content));
  return { request, system, prompt };
}

import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { parseJsonBody, route } from "./route";

const schema = z.object({ title: z.string().min(1), slug: z.string().optional() }).strict();

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/api/resume", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
}

const echo = route(async (request) => Response.json(await parseJsonBody(request, schema, { maxBytes: 64 })));
const context = { params: Promise.resolve({}) };

async function answer(request: NextRequest) {
  const response = await echo(request, context);
  return { status: response.status, body: await response.json() };
}

describe("route()", () => {
  it("passes a valid body through", async () => {
    expect(await answer(post('{"title":"CV"}'))).toEqual({ status: 200, body: { title: "CV" } });
  });

  it("answers malformed JSON with 400 MalformedJson", async () => {
    expect(await answer(post("{title:"))).toMatchObject({ status: 400, body: { error: { code: "MalformedJson" } } });
  });

  it("answers schema violations with 400 and the failing fields", async () => {
    const { status, body } = await answer(post('{"title":"","userId":"someone-else"}'));
    expect(status).toBe(400);
    expect(body.error.code).toBe("ValidationFailed");
    expect(Object.keys(body.error.fields).sort()).toEqual(["_", "title"]);
  });

  it("refuses a body over the limit with 413, whether or not its length is declared", async () => {
    const big = JSON.stringify({ title: "x".repeat(100) });
    expect((await answer(post(big))).status).toBe(413);
    const streamed = new NextRequest("http://localhost:3000/api/resume", {
      method: "POST",
      body: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(big)), controller.close()) }),
      duplex: "half",
    });
    expect((await answer(streamed)).status).toBe(413);
  });

  it("refuses cross-site state-changing requests", async () => {
    expect(await answer(post('{"title":"CV"}', { origin: "https://evil.example" }))).toMatchObject({ status: 403, body: { error: { code: "CrossSiteRequest" } } });
    expect((await answer(post('{"title":"CV"}', { "sec-fetch-site": "cross-site" }))).status).toBe(403);
    expect((await answer(post('{"title":"CV"}', { origin: "http://localhost:3000" }))).status).toBe(200);
  });

  it("maps AppError to its status and hides unexpected errors", async () => {
    const locked = route(async () => {
      throw new AppError("ResumeLocked");
    });
    const crashed = route(async () => {
      throw new Error("database password is hunter2");
    });
    const get = new NextRequest("http://localhost:3000/api/x");
    expect((await locked(get, context)).status).toBe(423);
    const response = await crashed(get, context);
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("hunter2");
  });
});

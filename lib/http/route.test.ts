import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/core/errors";
import { parseJsonBody, route } from "./route";

const schema = z.object({ title: z.string().min(1), slug: z.string().optional() }).strict();

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/api/resume", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
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
      body: new ReadableStream({
        start: (controller) => (controller.enqueue(new TextEncoder().encode(big)), controller.close()),
      }),
      duplex: "half",
    });
    expect((await answer(streamed)).status).toBe(413);
  });

  it("refuses cross-site state-changing requests", async () => {
    expect(await answer(post('{"title":"CV"}', { origin: "https://evil.example" }))).toMatchObject({
      status: 403,
      body: { error: { code: "CrossSiteRequest" } },
    });
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

  it("gives every answer the base security headers: a handler's, an error, a refused cross-site request", async () => {
    // The proxy does not run for /api (proxy.ts): these headers come from route() alone.
    const locked = route(async () => {
      throw new AppError("ResumeLocked");
    });
    const moved = route(async () => Response.redirect("http://localhost:3000/dashboard", 303));
    const get = new NextRequest("http://localhost:3000/api/x");
    const answers = [
      await echo(post('{"title":"CV"}'), context),
      await echo(post('{"title":"CV"}', { origin: "https://evil.example" }), context),
      await locked(get, context),
      await moved(get, context),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 403, 423, 303]);
    for (const response of answers) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
  });
});

describe("route({ auth, body, params })", () => {
  const rename = route(
    { auth: "none", body: schema, maxBytes: 64, params: z.object({ id: z.string().regex(/^r_\w+$/) }) },
    async ({ body, params, user }) => Response.json({ id: params.id, title: body.title, user }),
  );
  const at = (id: string) => ({ params: Promise.resolve({ id }) });

  it("hands the handler the parsed body and path", async () => {
    const response = await rename(post('{"title":"CV"}'), at("r_1"));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { id: "r_1", title: "CV", user: null },
    });
  });

  it("answers a path that does not fit its schema with 404, before reading the body", async () => {
    const response = await rename(post("{title:"), at("../admin"));
    expect({ status: response.status, body: await response.json() }).toMatchObject({
      status: 404,
      body: { error: { code: "NotFound" } },
    });
  });

  it("keeps the body rules: 400 for a bad body, 413 over maxBytes, 403 cross-site", async () => {
    expect((await rename(post('{"title":""}'), at("r_1"))).status).toBe(400);
    expect((await rename(post(JSON.stringify({ title: "x".repeat(100) })), at("r_1"))).status).toBe(413);
    expect((await rename(post('{"title":"CV"}', { origin: "https://evil.example" }), at("r_1"))).status).toBe(403);
  });

  it("leaves the body unread when no schema is given", async () => {
    const raw = route({ auth: "none" }, async ({ request, body }) =>
      Response.json({ body: body ?? null, text: await request.text() }),
    );
    expect(await (await raw(post("not json"), context)).json()).toEqual({ body: null, text: "not json" });
  });
});

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { config } from "@/lib/config";

// A stand-in for api.stripe.com on loopback: records every request (method, path, headers, the
// form-encoded body as URLSearchParams) and answers with minimal objects of the right shape.

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
};

export type StripeStandIn = { url: string; requests: RecordedRequest[]; close: () => Promise<void> };

let counter = 0;

function answer(request: RecordedRequest): { status: number; body: Record<string, unknown> } {
  counter += 1;
  if (request.method === "POST" && request.path === "/v1/customers")
    return { status: 200, body: { id: `cus_test${counter}`, object: "customer", email: request.form.get("email") } };
  if (request.method === "POST" && request.path === "/v1/checkout/sessions") {
    const id = `cs_test_${Date.now()}${counter}`;
    return {
      status: 200,
      body: {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: 499,
        currency: "usd",
        mode: request.form.get("mode"),
      },
    };
  }
  if (request.method === "POST" && request.path === "/v1/billing_portal/sessions")
    return {
      status: 200,
      body: {
        id: `bps_test${counter}`,
        object: "billing_portal.session",
        url: "https://billing.stripe.test/p/session",
      },
    };
  return {
    status: 404,
    body: { error: { type: "invalid_request_error", message: `no stand-in for ${request.method} ${request.path}` } },
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
      const recorded = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        headers: incoming.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
      };
      requests.push(recorded);
      const { status, body } = answer(recorded);
      outgoing.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
      outgoing.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a test file: Stripe test keys and prices in the app's configuration (`settings` over them), set at
 * once because the configuration is loaded once per process, before the file; the stand-in started
 * before its tests (STRIPE_API_URL pointed at it) and stopped after. The returned object is the running stand-in.
 */
export function withStripeStandIn(settings: Partial<typeof config> = {}): StripeStandIn {
  const standIn = {} as StripeStandIn;
  Object.assign(config, {
    STRIPE_SECRET_KEY: "sk_test_suite",
    STRIPE_WEBHOOK_SECRET: "whsec_test_suite",
    STRIPE_PRICE_BASIC: "price_basic_test",
    STRIPE_PRICE_PROFESSIONAL: "price_pro_test",
    ...settings,
  });
  beforeAll(async () => {
    Object.assign(standIn, await startStripeStandIn());
    Object.assign(config, { STRIPE_API_URL: standIn.url });
  });
  afterAll(() => standIn.close?.());
  return standIn;
}

import { expect, test } from "@playwright/test";
import { demoPassword } from "@/lib/auth/demo-accounts";
import { networkAddress, postFrom } from "./socket-request";

// Break-in findings (issue 21, item 1) against the production build on the embedded database, as
// `npm start` serves it: the mail outbox was readable over HTTP, and the demo accounts' published
// password signed in from anywhere.

test.describe("a production build on the embedded database", () => {
  test("never serves the mail outbox over HTTP, not even to a loopback client", async ({ request }) => {
    for (const headers of [{}, { "x-forwarded-for": "127.0.0.1" }] as Record<string, string>[]) {
      const response = await request.get("/api/dev/outbox", { headers });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain("index.jsonl");
    }
    expect((await request.get("/api/dev/outbox?to=demo-free@vitae.local")).status()).toBe(404);
  });

  test("lets a demo account sign in from this machine", async ({ request }) => {
    const response = await request.post("/api/auth/login", {
      data: { identifier: "demo-basic", password: demoPassword },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe("authenticated");
  });

  test("refuses a demo account to a client on the network, whatever its headers claim", async () => {
    const address = networkAddress();
    test.skip(!address, "this machine has no network address to connect from");
    const fromNetwork = { host: address as string, localAddress: address as string };
    for (const headers of [{}, { "x-forwarded-for": "127.0.0.1" }, { "x-real-ip": "127.0.0.1" }] as Record<
      string,
      string
    >[]) {
      const answer = await postFrom(
        fromNetwork,
        "/api/auth/login",
        { identifier: "demo-free", password: demoPassword },
        headers,
      );
      expect(answer.status).toBe(403);
      expect(answer.body.error?.code).toBe("DemoAccountLocalOnly");
    }
  });
});

import { describe, expect, it } from "vitest";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { db } from "@/lib/db";
import { demoAccounts, demoPassword, seedDemoData } from "@/lib/startup/seed-demo-data";

// Break-in finding (issue 21, item 1): the embedded database's demo accounts have a published password,
// so an install reachable from a network handed them to anyone. They sign in only from this machine.

describe("demo accounts", () => {
  it("sign in from a loopback client only, whatever the identifier", async () => {
    await seedDemoData(await db(), { log: () => {} });
    for (const { username } of demoAccounts) {
      for (const identifier of [username, `${username}@vitae.local`]) {
        await expect(
          signInWithPassword({ identifier, password: demoPassword }, { address: "203.0.113.50" }),
        ).rejects.toMatchObject({
          code: "DemoAccountLocalOnly",
          status: 403,
        });
      }
    }
    const local = await signInWithPassword(
      { identifier: "demo-pro", password: demoPassword },
      { address: "127.0.0.1", isLoopback: true },
    );
    expect(local.status).toBe("authenticated");
  });
});

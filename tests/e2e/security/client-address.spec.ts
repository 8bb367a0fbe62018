import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ownLoopbackAddress, postFrom } from "./socket-request";

// Break-in finding (issue 21, item 2): per-address limits trusted a client-sent X-Forwarded-For, so a
// client rotating the header was a new address every request. The e2e server trusts no proxy
// (TRUSTED_PROXY_HOPS=0), so the address is the socket's, and the header changes nothing.

test("rotating X-Forwarded-For does not escape the per-address sign-in limit", async () => {
  test.setTimeout(180_000);
  // A socket address of this test's own, so that blocking it blocks no other test.
  const client = { host: "127.0.0.1", localAddress: ownLoopbackAddress() };
  const freeAttempts = 100; // throttleRules.signInAddress
  const guess = (index: number) =>
    postFrom(
      client,
      "/api/auth/login",
      // A different unknown identifier each time: only the address limit applies.
      { identifier: `nobody-${randomBytes(6).toString("hex")}`, password: "a guessed password" },
      { "x-forwarded-for": `198.51.${index % 250}.${1 + (index % 200)}`, "x-real-ip": `203.0.113.${index % 250}` },
    );
  const statuses: number[] = [];
  for (let batch = 0; batch < freeAttempts / 10; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => guess(batch * 10 + index)));
    statuses.push(...answers.map((answer) => answer.status));
  }
  expect(statuses).toEqual(Array(freeAttempts).fill(401));
  const refused = await guess(freeAttempts);
  expect(refused.status).toBe(429);
  expect(refused.body.error?.code).toBe("TooManyRequests");
  // Another client is not affected.
  const other = await postFrom({ host: "127.0.0.1", localAddress: ownLoopbackAddress() }, "/api/auth/login", {
    identifier: "nobody-else",
    password: "a guessed password",
  });
  expect(other.status).toBe(401);
});

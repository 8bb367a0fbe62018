import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { ownLoopbackAddress, postFrom } from "./socket-request";

// Break-in finding (issue 21, item 3): 40 parallel guesses at one account had 39 passwords checked
// against a limit of 5. Each attempt is now counted before its password is checked.

test("40 parallel wrong passwords at one account are checked at most 5 times", async ({ request }) => {
  test.setTimeout(120_000);
  const account = await signUp(request);
  // The attacker's own socket address, so that its failures count against no other test's address.
  const attacker = { host: "127.0.0.1", localAddress: ownLoopbackAddress() };
  const guess = (password: string) => postFrom(attacker, "/api/auth/login", { identifier: account.username, password });
  const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => guess(`guess number ${index}`)));
  // 401 is a password that was checked and wrong; 429 was refused before any check.
  const statuses = answers.map((answer) => answer.status);
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status !== 401)).toEqual(Array(40 - checked).fill(429));
  expect((await guess("guess number 41")).status).toBe(429);
  // The right password does not lift the block either, and the owner's session is untouched.
  expect((await guess(account.password)).status).toBe(429);
  expect((await request.get("/api/user/me")).status()).toBe(200);
});

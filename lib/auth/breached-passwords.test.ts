import { beforeAll, describe, expect, it } from "vitest";
import { isBreachedPassword } from "./breached-passwords";
import { isPasswordTooGuessable } from "@/core/auth/password-policy";

describe("isBreachedPassword", () => {
  // The first call reads and unpacks the list.
  beforeAll(() => void isBreachedPassword("warm-up"), 60_000);

  it.each([
    "Summer2024!",
    "Spring2025!",
    "Iloveyou123!",
    "Admin@123",
    "password1",
    "Qwerty123!",
    "2024summer",
    "MONKEY99",
    "letmein!!",
    "trustno1",
  ])("refuses %s", (password) => {
    expect(isBreachedPassword(password)).toBe(true);
  });

  it("catches what the strength score alone lets through", () => {
    // These four were accepted in break-in testing (issue 21): the score alone passes them.
    expect(
      ["Summer2024!", "Spring2025!", "Iloveyou123!", "Admin@123"].filter(
        (password) => !isPasswordTooGuessable(password),
      ),
    ).not.toHaveLength(0);
  });

  it.each([
    "e2e-pass-3f9a1c2b7d4e",
    "correct horse battery staple",
    "Gl4ss-Tiger-Orbit-91",
    "summer2024 at the lake house with Ada",
    "wx7#Lq9!vz",
  ])("accepts %s", (password) => {
    expect(isBreachedPassword(password)).toBe(false);
  });

  it("answers fast once loaded", () => {
    const started = performance.now();
    for (let index = 0; index < 10_000; index += 1) isBreachedPassword(`Summer${index}!`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

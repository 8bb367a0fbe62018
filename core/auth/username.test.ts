import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveUsername, usernameSchema } from "./username";

describe("deriveUsername", () => {
  it.each([
    ["Ada Lovelace", "ada-lovelace"],
    ["  Grace   Brewster Hopper ", "grace-brewster-hopper"],
    ["José Núñez", "jose-nunez"],
    ["O'Brien, Mary-Kate", "obrien-mary-kate"],
    ["john.smith_2", "john.smith_2"],
    ["Zoë 🚀 Quinn!", "zoe-quinn"],
    ["محمد علي", ""],
  ])("%j → %j", (name, expected) => {
    expect(deriveUsername(name)).toBe(expected);
  });

  it("only ever yields characters the username rule allows, lower case", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const username = deriveUsername(name);
        expect(username).toMatch(/^[a-z0-9._-]*$/);
        expect(username).toBe(username.toLowerCase());
        expect(username.length).toBeLessThanOrEqual(255);
      }),
    );
  });
});

describe("usernameSchema", () => {
  it("lower-cases and accepts letters, digits, periods, hyphens and underscores", () => {
    expect(usernameSchema.parse("  Ada.Love_lace-1 ")).toBe("ada.love_lace-1");
  });

  it.each([
    ["ab", "usernameTooShort"],
    ["a".repeat(256), "usernameTooLong"],
    ["ada lovelace", "usernameInvalid"],
    ["ada@home", "usernameInvalid"],
    ["josé", "usernameInvalid"],
  ])("refuses %j with %s", (value, message) => {
    const result = usernameSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

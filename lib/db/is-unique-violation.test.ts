import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./is-unique-violation";

describe("isUniqueViolation", () => {
  it("recognises the unique violation however the driver reports it", () => {
    expect(isUniqueViolation({ code: "P2002" })).toBe(true);
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation({ code: "P2010", meta: { code: "23505" } })).toBe(true);
    expect(isUniqueViolation({ meta: { driverAdapterError: { cause: { kind: "UniqueConstraintViolation" } } } })).toBe(
      true,
    );
    expect(isUniqueViolation(new Error("wrapped", { cause: { code: "P2002" } }))).toBe(true);
  });

  it("does not mistake other failures for one", () => {
    expect(isUniqueViolation({ code: "P2025" })).toBe(false);
    expect(isUniqueViolation(new Error("connection reset"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation("P2002")).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isUniqueViolation(loop)).toBe(false);
  });
});

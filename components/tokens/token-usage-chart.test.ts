import { describe, expect, it } from "vitest";
import { lastMonths } from "./token-usage-chart";

describe("lastMonths", () => {
  it("lists the months ending with the current one, oldest first, across a year's turn", () => {
    expect(lastMonths(6, new Date("2027-02-15T12:00:00Z"))).toEqual([
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
    ]);
  });

  it("groups by UTC month, as the server does", () => {
    expect(lastMonths(1, new Date("2026-11-30T23:59:59Z"))).toEqual(["2026-11"]);
    expect(lastMonths(1, new Date("2026-12-01T00:00:00Z"))).toEqual(["2026-12"]);
  });
});

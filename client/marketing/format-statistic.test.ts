import { describe, expect, it } from "vitest";
import { counterDurationMs, counterValueAt, formatStatistic } from "./format-statistic";

describe("formatStatistic", () => {
  it("groups digits as the visitor's locale does", () => {
    expect(formatStatistic(1840000, "en-US")).toBe("1,840,000");
    expect(formatStatistic(1840000, "de-DE")).toBe("1.840.000");
    expect(formatStatistic(1840000, "hi-IN")).toBe("18,40,000");
  });

  it("writes Arabic-Indic digits in Arabic and Persian digits in Persian", () => {
    expect(formatStatistic(21, "ar-SA")).toBe("٢١");
    expect(formatStatistic(1234, "ar-SA")).toBe("١٬٢٣٤");
    expect(formatStatistic(22, "fa-IR")).toBe("۲۲");
  });

  it("shows whole numbers only", () => {
    expect(formatStatistic(9.6, "en-US")).toBe("10");
  });
});

describe("counterValueAt", () => {
  it("starts at zero and ends exactly on the target", () => {
    expect(counterValueAt(0, 650000)).toBe(0);
    expect(counterValueAt(counterDurationMs, 650000)).toBe(650000);
    expect(counterValueAt(counterDurationMs * 2, 650000)).toBe(650000);
  });

  it("rises quickly, then settles (ease-out), never past the target", () => {
    const values = [0.1, 0.25, 0.5, 0.75, 0.9].map((part) => counterValueAt(counterDurationMs * part, 1000));
    expect(values[2]).toBeGreaterThan(500);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Math.max(...values)).toBeLessThanOrEqual(1000);
  });
});

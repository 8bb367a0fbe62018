import { describe, expect, it } from "vitest";
import { transitionDataSchema } from "./form";
import { transitionEntry } from "./transition-key";

describe("the hero hand-off data", () => {
  it("keeps only what the landing sent, so the generator page fills the rest (its language from the page)", () => {
    const parsed = transitionDataSchema.parse({ form: { jobRole: "محاسب" }, autoStart: true, savedAt: 1 });
    expect(parsed.form).toEqual({ jobRole: "محاسب" });
    expect(parsed.form.language).toBeUndefined();
  });

  it("reads back what the landing writes", () => {
    expect(transitionDataSchema.parse(JSON.parse(transitionEntry("محاسب", 7)))).toEqual({
      form: { jobRole: "محاسب" },
      autoStart: true,
      savedAt: 7,
    });
  });

  it("refuses values outside the form's options", () => {
    expect(transitionDataSchema.safeParse({ form: { language: "XX" }, autoStart: true, savedAt: 1 }).success).toBe(
      false,
    );
  });
});

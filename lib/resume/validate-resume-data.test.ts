import { describe, expect, it } from "vitest";
import { getSampleResume } from "@/core/resume/samples";
import { createSectionItem } from "@/core/resume/schema";
import { validateResumeData } from "./validate-resume-data";

describe("validateResumeData", () => {
  it("stores rich text sanitised: summary, item summaries of built-in and custom sections, and notes", () => {
    const data = getSampleResume("en-US");
    const hostile =
      '<p style="text-align: center" onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)></p>';
    data.sections.summary.content = hostile;
    data.sections.experience.items[0]!.summary = hostile;
    const custom = { ...createSectionItem("custom"), name: "Talk", summary: hostile };
    data.sections.custom = {
      talks: { id: "talks", name: "Talks", icon: "", columns: 1, separateLinks: true, visible: true, items: [custom] },
    };
    data.metadata.notes = hostile;

    const stored = validateResumeData(data);
    for (const html of [
      stored.sections.summary.content,
      stored.sections.experience.items[0]!.summary,
      stored.sections.custom.talks!.items[0]!.summary,
      stored.metadata.notes,
    ]) {
      expect(html).toContain('<p style="text-align:center">Hi');
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    }
  });

  it("keeps what the editor makes unchanged", () => {
    const data = getSampleResume("en-US");
    const stored = validateResumeData(data);
    expect(stored.sections.summary.content).toBe(data.sections.summary.content);
    expect(stored.sections.experience.items.map((item) => item.summary)).toEqual(
      data.sections.experience.items.map((item) => item.summary),
    );
  });
});

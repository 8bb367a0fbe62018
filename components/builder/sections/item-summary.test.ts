import { describe, expect, it } from "vitest";
import { createSectionItem } from "@/core/resume/schema";
import { summarizeItem } from "./item-summary";

describe("summarizeItem", () => {
  it("titles experience by company, with position and date below", () => {
    const item = { ...createSectionItem("experience"), company: "Acme", position: "Engineer", date: "2020 - 2022" };
    expect(summarizeItem("experience", item)).toEqual({ title: "Acme", subtitle: "Engineer · 2020 - 2022" });
  });

  it("shows a reference's summary as plain text", () => {
    const item = {
      ...createSectionItem("references"),
      name: "Dr. Lee",
      summary: "<p>Head of <strong>Nursing</strong> &amp; mentor</p>",
    };
    expect(summarizeItem("references", item).subtitle).toBe("Head of Nursing & mentor");
  });

  it("gives skills their level and keywords, interests their keyword count, hobbies their icon", () => {
    const skill = { ...createSectionItem("skills"), name: "Go", level: 4, keywords: ["gRPC"] };
    expect(summarizeItem("skills", skill)).toMatchObject({ level: 4, keywords: ["gRPC"] });
    const interest = { ...createSectionItem("interests"), name: "Chess", keywords: ["Openings", "Endgames"] };
    expect(summarizeItem("interests", interest).keywordCount).toBe(2);
    expect(summarizeItem("hobbies", createSectionItem("hobbies")).hobbyIcon).toBe("Tennis");
  });
});

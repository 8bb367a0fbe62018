import { describe, expect, it } from "vitest";
import { createDefaultResumeData, createSectionItem } from "@/core/resume/schema";
import { enforceLocaleFont, hideEmptySections, selectFont, selectTemplate, showAllSections } from "./design-rules";

describe("selectTemplate", () => {
  it("copies the template's free flag into the theme as YES or NO", () => {
    const data = createDefaultResumeData();
    selectTemplate(data, "gengar");
    expect(data.metadata.template).toBe("gengar");
    expect(data.metadata.theme.isFree).toBe("NO");
    selectTemplate(data, "onyx");
    expect(data.metadata.theme.isFree).toBe("YES");
  });

  it("hides the picture for rhyhorn and shows it again when switching away", () => {
    const data = createDefaultResumeData();
    expect(data.basics.picture.effects.hidden).toBe(false);
    selectTemplate(data, "rhyhorn");
    expect(data.basics.picture.effects.hidden).toBe(true);
    selectTemplate(data, "azurill");
    expect(data.basics.picture.effects.hidden).toBe(false);
  });

  it("keeps a picture the user hid when switching between other templates", () => {
    const data = createDefaultResumeData();
    data.basics.picture.effects.hidden = true;
    selectTemplate(data, "azurill");
    expect(data.basics.picture.effects.hidden).toBe(true);
  });
});

describe("selectFont", () => {
  it("resets subset to latin and variants to regular", () => {
    const data = createDefaultResumeData();
    data.metadata.typography.font.subset = "cyrillic";
    data.metadata.typography.font.variants = ["700", "italic"];
    selectFont(data, "Lato");
    expect(data.metadata.typography.font).toMatchObject({ family: "Lato", subset: "latin", variants: ["regular"] });
  });

  it("forces an Arabic-capable font on an Arabic resume", () => {
    const data = createDefaultResumeData();
    data.metadata.locale = "ar-SA";
    selectFont(data, "Lato");
    expect(data.metadata.typography.font.family).toBe("El Messiri");
    selectFont(data, "Cairo");
    expect(data.metadata.typography.font.family).toBe("Cairo");
  });

  it("enforces the Arabic rule on the current font and keeps Arabic fonts", () => {
    const data = createDefaultResumeData();
    data.metadata.locale = "ar-SA";
    enforceLocaleFont(data);
    expect(data.metadata.typography.font.family).toBe("El Messiri");
    data.metadata.typography.font.family = "Tajawal";
    data.metadata.typography.font.variants = ["700"];
    enforceLocaleFont(data);
    expect(data.metadata.typography.font).toMatchObject({ family: "Tajawal", variants: ["700"] });
  });
});

describe("bulk visibility", () => {
  it("hides empty sections only and shows them all again", () => {
    const data = createDefaultResumeData();
    data.sections.summary.content = "<p>Builds things</p>";
    data.sections.skills.items.push({ ...createSectionItem("skills"), name: "TypeScript" });
    data.sections.custom.extra = {
      id: "extra",
      name: "Extra",
      icon: "",
      columns: 1,
      separateLinks: true,
      visible: true,
      items: [],
    };
    const hidden = hideEmptySections(data);
    expect(data.sections.summary.visible).toBe(true);
    expect(data.sections.skills.visible).toBe(true);
    expect(data.sections.experience.visible).toBe(false);
    expect(data.sections.custom.extra!.visible).toBe(false);
    expect(hidden).toBe(14);
    expect(showAllSections(data)).toBe(14);
    expect(data.sections.experience.visible).toBe(true);
  });

  it("treats a summary of empty markup as empty", () => {
    const data = createDefaultResumeData();
    data.sections.summary.content = "<p>&nbsp;</p>";
    hideEmptySections(data);
    expect(data.sections.summary.visible).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import { defaultFreeTemplates } from "@/core/templates/catalog";
import { getFreeTemplates, getTemplateCatalog, isTemplateFree } from "./get-free-templates";

describe("free templates from configuration", () => {
  it("defaults to the eight of DECISIONS.md", () => {
    expect(getFreeTemplates()).toEqual(defaultFreeTemplates);
    expect(isTemplateFree("leafish")).toBe(true);
    expect(isTemplateFree("gengar")).toBe(false);
    expect(getTemplateCatalog().filter((entry) => entry.isFree)).toHaveLength(8);
  });
});

import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resumeTemplateNames } from "@/core/resume/schema";
import { fallbackThumbnailTemplate, templateThumbnailSrc } from "./thumbnail-src";

describe("templateThumbnailSrc", () => {
  it("points left-to-right resumes at the English thumbnails and right-to-left ones at the Arabic ones", () => {
    expect(templateThumbnailSrc("onyx")).toBe("/templates/jpg/onyx.jpg");
    expect(templateThumbnailSrc("onyx", "rtl")).toBe("/templates/jpg/rtl/onyx.jpg");
  });

  it.each(["ltr", "rtl"] as const)("has a %s thumbnail for every template and the fallback", (direction) => {
    for (const template of [...resumeTemplateNames, fallbackThumbnailTemplate]) {
      const file = path.join(process.cwd(), "public", templateThumbnailSrc(template, direction));
      expect(existsSync(file), file).toBe(true);
    }
  });
});

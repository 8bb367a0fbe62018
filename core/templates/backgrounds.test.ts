import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { backgroundImageNames, backgroundImagePath, resolveBackgroundImage } from "./backgrounds";

describe("background images", () => {
  it("offers 14 images, each a file the app serves", () => {
    expect(backgroundImageNames).toHaveLength(14);
    for (const name of backgroundImageNames) {
      expect(existsSync(path.join(process.cwd(), "public", backgroundImagePath(name))), name).toBe(true);
    }
  });

  it("resolves names and same-site paths, refuses everything else", () => {
    expect(resolveBackgroundImage("")).toBeUndefined();
    expect(resolveBackgroundImage("dots", "http://localhost:3000")).toBe(
      "http://localhost:3000/templates/backgrounds/dots.svg",
    );
    expect(resolveBackgroundImage("/templates/backgrounds/grid.svg")).toBe("/templates/backgrounds/grid.svg");
    expect(resolveBackgroundImage("/uploads/bg-1.png")).toBe("/uploads/bg-1.png");
    expect(resolveBackgroundImage("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    for (const value of [
      "https://evil.example/bg.png",
      "//evil.example/bg.png",
      "/../etc/passwd",
      "file:///etc/passwd",
      '/x.png") , url("https://evil.example',
      "data:text/html;base64,PHNjcmlwdD4=",
    ]) {
      expect(resolveBackgroundImage(value), value).toBeUndefined();
    }
  });
});

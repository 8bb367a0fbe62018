import { describe, expect, it } from "vitest";

import { fontStack } from "./font-stacks";

describe("fontStack", () => {
  it("puts the chosen font first, script fallbacks after, the generic family last", () => {
    const stack = fontStack("IBM Plex Serif", "en-US");
    expect(stack.startsWith('"IBM Plex Serif"')).toBe(true);
    expect(stack).toContain('"Noto Naskh Arabic"');
    expect(stack.endsWith("serif")).toBe(true);
    expect(fontStack("Inter", "en-US").endsWith("sans-serif")).toBe(true);
  });

  it("orders CJK system fonts by the resume's language", () => {
    const japanese = fontStack("Inter", "ja-JP");
    expect(japanese.indexOf("Noto Sans CJK JP")).toBeLessThan(japanese.indexOf("Noto Sans CJK SC"));
    const chinese = fontStack("Inter", "zh-CN");
    expect(chinese.indexOf("Noto Sans CJK SC")).toBeLessThan(chinese.indexOf("Noto Sans CJK JP"));
  });

  it("cannot be broken out of by a hostile family name", () => {
    expect(fontStack('x"; } body { display:none', "en-US")).not.toMatch(/[{};]/);
  });
});

import { describe, expect, it } from "vitest";

import { resolveIconName } from "./icons";

describe("resolveIconName", () => {
  it("accepts the builder's spellings and falls back to undefined", () => {
    for (const [spelling, icon] of [
      ["MapPin", "map-pin"],
      ["map-pin", "map-pin"],
      ["ph-map-pin", "map-pin"],
      ["Running", "activity"],
      ["linkedin", "briefcase"],
      ["experience", "briefcase"],
    ] as const)
      expect(resolveIconName(spelling), spelling).toBe(icon);
    expect(resolveIconName("no-such-icon")).toBeUndefined();
    expect(resolveIconName("")).toBeUndefined();
  });
});

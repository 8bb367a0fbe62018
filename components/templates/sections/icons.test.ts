import { describe, expect, it } from "vitest";

import { resolveIconName } from "./icons";

describe("resolveIconName", () => {
  it("accepts the builder's spellings and falls back to undefined", () => {
    expect(resolveIconName("MapPin")).toBe("map-pin");
    expect(resolveIconName("map-pin")).toBe("map-pin");
    expect(resolveIconName("ph-map-pin")).toBe("map-pin");
    expect(resolveIconName("Running")).toBe("activity");
    expect(resolveIconName("linkedin")).toBe("briefcase");
    expect(resolveIconName("experience")).toBe("briefcase");
    expect(resolveIconName("no-such-icon")).toBeUndefined();
    expect(resolveIconName("")).toBeUndefined();
  });
});

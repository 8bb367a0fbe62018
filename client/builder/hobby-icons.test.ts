import { describe, expect, it } from "vitest";
import { hobbyIconFor, hobbyIcons } from "./hobby-icons";

describe("hobby icons", () => {
  it("offers about 95 icons with Tennis first", () => {
    expect(hobbyIcons.length).toBeGreaterThanOrEqual(90);
    expect(hobbyIcons[0]!.value).toBe("Tennis");
    expect(new Set(hobbyIcons.map((entry) => entry.value)).size).toBe(hobbyIcons.length);
  });

  it("finds an icon by its stored name, a kebab-case name or a hobby word", () => {
    expect(hobbyIconFor("Dumbbell").value).toBe("Dumbbell");
    expect(hobbyIconFor("book-open").value).toBe("BookOpen");
    expect(hobbyIconFor("running").value).toBe("Footprints");
    expect(hobbyIconFor("no-such-icon").value).toBe("Tennis");
  });
});

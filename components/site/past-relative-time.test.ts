import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatPastRelativeTime } from "./past-relative-time";

const now = new Date("2026-03-01T12:00:00Z");

describe("formatPastRelativeTime", () => {
  it("clamps a time in the future (server clock ahead) to now, in English and Arabic", () => {
    const inSeventeenSeconds = new Date(now.getTime() + 17_000);
    expect(formatPastRelativeTime(createFormatter({ locale: "en-US" }), inSeventeenSeconds, now)).toBe("now");
    const arabic = formatPastRelativeTime(createFormatter({ locale: "ar-SA" }), inSeventeenSeconds, now);
    expect(arabic).toBe(new Intl.RelativeTimeFormat("ar-SA", { numeric: "auto" }).format(0, "second"));
    expect(
      formatPastRelativeTime(createFormatter({ locale: "en-US" }), new Date(now.getTime() + 3 * 86_400_000), now),
    ).toBe("now");
  });

  it("leaves past times as they are", () => {
    const format = createFormatter({ locale: "en-US" });
    expect(formatPastRelativeTime(format, new Date(now.getTime() - 5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatPastRelativeTime(format, new Date(now.getTime() - 2 * 86_400_000).toISOString(), now)).toBe(
      "2 days ago",
    );
  });
});

import type { createFormatter } from "next-intl";

type Formatter = Pick<ReturnType<typeof createFormatter>, "relativeTime">;

/**
 * "5 minutes ago" for something that has already happened. The server's clock may run ahead of the
 * browser's, so a change saved a moment ago can carry a time that is still in the browser's future:
 * that is clamped to now ("now"), never shown as "in 17 seconds".
 */
export function formatPastRelativeTime(format: Formatter, when: Date | string, now: Date): string {
  const date = new Date(when);
  return format.relativeTime(date.getTime() > now.getTime() ? now : date, now);
}

// The landing's counters: numbers in the visitor's locale (Arabic-Indic digits in ar-SA) and the
// easing of their count-up.

export const counterDurationMs = 1600;

export function formatStatistic(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** The value shown `elapsed` ms into the count-up: fast at first, settling on the target (ease-out cubic). */
export function counterValueAt(elapsed: number, target: number, duration = counterDurationMs): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const progress = elapsed / duration;
  return Math.round(target * (1 - (1 - progress) ** 3));
}

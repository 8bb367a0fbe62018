import "server-only";
/** An amount in a currency's major unit (4.99 USD, 500 JPY) as Stripe's integer minor units (499, 500). */
export function toMinorUnits(amount: number, currency: string): number {
  const digits =
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.round(amount * 10 ** digits);
}

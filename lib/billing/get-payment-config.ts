import "server-only";
import { config } from "@/lib/config";

export type PaymentConfig = { paymentsEnabled: boolean };

/** Payments run only when Stripe is configured (spec: the paymentsEnabled=false path otherwise). */
export function getPaymentConfig(): PaymentConfig {
  return { paymentsEnabled: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) };
}

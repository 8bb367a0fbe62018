import "server-only";
import { config } from "@/lib/config";

/** Payments run only when Stripe is configured: without a secret key and a webhook secret the app sells nothing and nothing breaks. */
export function paymentsEnabled(): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}

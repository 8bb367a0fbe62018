import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import { AppError } from "@/core/errors";

// One Stripe client per key and API address. The address comes from STRIPE_API_URL so that tests (and
// stripe-mock) can stand in for api.stripe.com on loopback; production leaves it unset.

let cached: { signature: string; client: Stripe } | undefined;

function addressOf(url: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return { host: parsed.hostname, port: parsed.port || (protocol === "http" ? 80 : 443), protocol };
}

/** The Stripe client, or AppError("PaymentsDisabled") when no secret key is configured. */
export function getStripe(): Stripe {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) throw new AppError("PaymentsDisabled");
  const signature = `${key}\n${config.STRIPE_API_URL ?? ""}`;
  if (cached?.signature !== signature) {
    cached = {
      signature,
      client: new Stripe(key, {
        ...addressOf(config.STRIPE_API_URL),
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
      }),
    };
  }
  return cached.client;
}

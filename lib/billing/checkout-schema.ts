import "server-only";
import { z } from "zod";

// The body of POST /api/payment/checkout (shared by the route and the /pricing buttons): a plan
// subscription or a one-time token pack. The answer is { url } of Stripe's hosted Checkout page;
// 503 PaymentsDisabled when payments are off. POST /api/payment/portal answers { url } likewise.

export const checkoutRequestSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("subscription"), tier: z.enum(["BASIC", "PROFESSIONAL"]) }),
  z.object({ kind: z.literal("tokens"), packId: z.string().regex(/^pack-\d{1,9}$/) }),
]);

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/payment/checkout/{sessionId}: what the success page polls until the webhook has landed. */
export const checkoutStatusSchema = z.object({
  /** pending: Stripe has not told us yet; complete: the webhook landed and the purchase is applied; expired: abandoned. */
  status: z.enum(["pending", "complete", "expired"]),
  kind: z.enum(["subscription", "tokens"]),
  tier: z.enum(["FREE", "BASIC", "PROFESSIONAL", "ENTERPRISE"]),
  tokens: z.number().int().nullable(),
  balance: z.number().int(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

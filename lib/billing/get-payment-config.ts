import "server-only";
import { getPricingCatalog, type PricingCatalog } from "./pricing-catalog";

export type PaymentConfig = PricingCatalog;

/** GET /api/payment/config: paymentsEnabled (spec §7) plus the catalogue /pricing and the dialogs show. */
export function getPaymentConfig(): PaymentConfig {
  return getPricingCatalog();
}

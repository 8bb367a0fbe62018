import { z } from "zod";

// Pure (no server-only): lib/config/schema.ts validates TOKEN_PACKS with it at start-up.

export type TokenPack = {
  /** Stable id the client sends to checkout: "pack-<tokens>". */
  id: string;
  tokens: number;
  /** In PLAN_CURRENCY's major unit (4.99). */
  price: number;
  /** The Stripe price; without one, Checkout prices the pack inline from `price` and PLAN_CURRENCY. */
  stripePriceId: string | null;
};

const packSchema = z.object({
  tokens: z.coerce.number().int().positive(),
  price: z.coerce.number().positive(),
  stripePriceId: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/)
    .nullable(),
});

/** Parses TOKEN_PACKS ("500:4.99:price_x,1500:11.99"); a malformed entry is a configuration error, never a silent skip. */
export function parseTokenPacks(value: string): TokenPack[] {
  const packs = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [tokens, price, stripePriceId, ...rest] = entry.split(":").map((part) => part.trim());
      if (rest.length > 0) throw new Error(`TOKEN_PACKS: "${entry}" has more than three parts`);
      const pack = packSchema.parse({ tokens, price, stripePriceId: stripePriceId || null });
      return { id: `pack-${pack.tokens}`, ...pack };
    });
  const ids = new Set(packs.map((pack) => pack.id));
  if (ids.size !== packs.length) throw new Error("TOKEN_PACKS: two packs have the same token count");
  return packs;
}

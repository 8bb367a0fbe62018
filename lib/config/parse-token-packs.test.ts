import { describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config/load-config";
import { parseTokenPacks } from "./parse-token-packs";

describe("TOKEN_PACKS", () => {
  it("parses packs with and without a Stripe price id", () => {
    expect(parseTokenPacks(" 500:4.99:price_abc , 1500:11.99")).toEqual([
      { id: "pack-500", tokens: 500, price: 4.99, stripePriceId: "price_abc" },
      { id: "pack-1500", tokens: 1500, price: 11.99, stripePriceId: null },
    ]);
  });

  it("refuses malformed entries instead of skipping them", () => {
    for (const value of ["500", "500:0", "-5:1", "500:4.99:prod_x", "500:1:price_a:extra", "500:1,500:2", "1.5:2"]) {
      expect(() => parseTokenPacks(value), value).toThrow();
    }
  });

  it("a malformed TOKEN_PACKS stops the configuration from loading", () => {
    expect(() => loadConfig({ AUTH_SECRET: "x", TOKEN_PACKS: "500:free" })).toThrow(/TOKEN_PACKS/);
    expect(loadConfig({ AUTH_SECRET: "x" }).TOKEN_PACKS).toBe("500:4.99,1500:11.99,5000:29.99");
  });
});

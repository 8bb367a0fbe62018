import "server-only";
import { config } from "@/lib/config";
import { parseTokenPacks, type TokenPack } from "@/lib/config/parse-token-packs";

export type { TokenPack };

// Parsed once per value of TOKEN_PACKS (the configuration is read once per process; tests set their own).
let cached: { source: string; packs: TokenPack[] } | undefined;

export function getTokenPacks(): TokenPack[] {
  if (cached?.source !== config.TOKEN_PACKS)
    cached = { source: config.TOKEN_PACKS, packs: parseTokenPacks(config.TOKEN_PACKS) };
  return cached.packs;
}

export function findTokenPack(id: string): TokenPack | undefined {
  return getTokenPacks().find((pack) => pack.id === id);
}

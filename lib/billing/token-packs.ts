import "server-only";
import { config } from "@/lib/config";
import { parseTokenPacks, type TokenPack } from "@/lib/config/parse-token-packs";

export type { TokenPack };

let cached: TokenPack[] | undefined;

export function getTokenPacks(): TokenPack[] {
  cached ??= parseTokenPacks(config.TOKEN_PACKS);
  return cached;
}

export function findTokenPack(id: string): TokenPack | undefined {
  return getTokenPacks().find((pack) => pack.id === id);
}

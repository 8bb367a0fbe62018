/*
 * Where a landing visitor is, without a third-party lookup (DECISIONS.md "Geolocation"): the hosting
 * edge's country header first (only the header names the configuration lists), then the browser's
 * time zone, then its language's region. The browser's answer is cached for 24 h (spec §9).
 */

export const gulfCountries = ["AE", "SA", "KW", "QA", "BH", "OM", "JO"] as const;
export type GulfCountry = (typeof gulfCountries)[number];

export function isGulfCountry(country: string | null | undefined): country is GulfCountry {
  return (gulfCountries as readonly string[]).includes(country ?? "");
}

/**
 * An ISO 3166-1 alpha-2 code from a header value, or null. Anything else is ignored: empty values,
 * lists, Cloudflare's "XX" (unknown) and "T1" (Tor), and whatever a client might inject.
 */
export function parseCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

/** The country the first configured header names; headers outside `names` are never read. */
export function countryFromHeaders(
  headers: { get(name: string): string | null },
  names: readonly string[],
): string | null {
  for (const name of names) {
    const code = parseCountryCode(headers.get(name));
    if (code) return code;
  }
  return null;
}

/** The Gulf countries' IANA time zones (each country has one). */
const gulfTimeZones: Readonly<Record<string, GulfCountry>> = {
  "Asia/Dubai": "AE",
  "Asia/Riyadh": "SA",
  "Asia/Kuwait": "KW",
  "Asia/Qatar": "QA",
  "Asia/Bahrain": "BH",
  "Asia/Muscat": "OM",
  "Asia/Amman": "JO",
};

export function gulfCountryFromTimeZone(timeZone: string | null | undefined): GulfCountry | null {
  return (timeZone && gulfTimeZones[timeZone]) || null;
}

/** A zone that names a place ("Europe/Paris"), as opposed to "UTC" or "Etc/GMT+3", which say nothing. */
function isPlaceTimeZone(timeZone: string): boolean {
  return timeZone.includes("/") && !timeZone.startsWith("Etc/");
}

/** The region of a language tag ("ar-AE" → "AE"), or null ("ar", "zh-Hant", "es-419"). */
export function countryFromLanguageTag(tag: string): string | null {
  try {
    return parseCountryCode(new Intl.Locale(tag).region);
  } catch {
    return null;
  }
}

/**
 * The browser's guess: a Gulf time zone decides; a time zone that names any other place says "not
 * the Gulf" (an Arabic browser in Chicago is not in Riyadh); only without a place does the first
 * language with a region speak. Returns a Gulf country or null.
 */
export function gulfCountryFromBrowser(timeZone: string | undefined, languages: readonly string[]): GulfCountry | null {
  const fromZone = gulfCountryFromTimeZone(timeZone);
  if (fromZone) return fromZone;
  if (timeZone && isPlaceTimeZone(timeZone)) return null;
  for (const tag of languages) {
    const country = countryFromLanguageTag(tag);
    if (country) return isGulfCountry(country) ? country : null;
  }
  return null;
}

export const visitorCountryCacheKey = "vitae.visitor-region";
export const visitorCountryCacheMs = 24 * 60 * 60 * 1000;

/** The cached answer ("none" outside the Gulf), or undefined when absent, unreadable or older than 24 h. */
export function readCachedGulfCountry(raw: string | null, now: number): GulfCountry | "none" | undefined {
  if (!raw) return undefined;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== "object" || entry === null) return undefined;
    const { country, at } = entry as { country?: unknown; at?: unknown };
    if (typeof at !== "number" || !(now - at >= 0 && now - at < visitorCountryCacheMs)) return undefined;
    if (country === "none" || (typeof country === "string" && isGulfCountry(country))) return country;
    return undefined;
  } catch {
    return undefined;
  }
}

export function cachedGulfCountryEntry(country: GulfCountry | null, now: number): string {
  return JSON.stringify({ country: country ?? "none", at: now });
}

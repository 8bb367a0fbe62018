/*
 * Where a landing visitor is, without a third-party lookup (DECISIONS.md "Geolocation"): the hosting
 * edge's country header first (only the header names the configuration lists), then the browser's
 * time zone, then its language's region. The browser's answer is cached for 24 h (spec §9).
 */

export const gulfCountries = ["AE", "SA", "KW", "QA", "BH", "OM", "JO"] as const;
export type GulfCountry = (typeof gulfCountries)[number];

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
export const gulfTimeZones: Readonly<Record<string, GulfCountry>> = {
  "Asia/Dubai": "AE",
  "Asia/Riyadh": "SA",
  "Asia/Kuwait": "KW",
  "Asia/Qatar": "QA",
  "Asia/Bahrain": "BH",
  "Asia/Muscat": "OM",
  "Asia/Amman": "JO",
};

/*
 * The browser's half below runs in the landing's inline script (client/marketing/landing-script.ts), which is sent
 * as source text: each function stands alone (no other name of this module in what runs; a default that names one
 * is only read when the argument is left out, and the script gives every argument).
 */

/**
 * The browser's guess: a Gulf time zone decides; a time zone that names any other place ("Europe/Paris", not
 * "UTC" or "Etc/GMT+3") says "not the Gulf" (an Arabic browser in Chicago is not in Riyadh); only without a place
 * does the first language with a region ("ar-AE"; not "ar", "zh-Hant" or "es-419") speak. A Gulf country or null.
 */
export function gulfCountryFromBrowser(
  timeZone: string | undefined,
  languages: readonly string[],
  zones: Readonly<Record<string, GulfCountry>> = gulfTimeZones,
): GulfCountry | null {
  if (timeZone && zones[timeZone]) return zones[timeZone];
  if (timeZone && timeZone.includes("/") && !timeZone.startsWith("Etc/")) return null;
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      region = undefined;
    }
    if (region && /^[A-Z]{2}$/.test(region) && region !== "XX")
      return Object.values(zones).find((country) => country === region) ?? null;
  }
  return null;
}

export const visitorCountryCacheKey = "vitae.visitor-region";
export const visitorCountryCacheMs = 24 * 60 * 60 * 1000;

/** The cached answer ("none" outside the Gulf), or undefined when absent, unreadable or older than 24 h. */
export function readCachedGulfCountry(
  raw: string | null,
  now: number,
  countries: readonly string[] = gulfCountries,
  maxAgeMs: number = visitorCountryCacheMs,
): GulfCountry | "none" | undefined {
  if (!raw) return undefined;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== "object" || entry === null) return undefined;
    const { country, at } = entry as { country?: unknown; at?: unknown };
    if (typeof at !== "number" || !(now - at >= 0 && now - at < maxAgeMs)) return undefined;
    if (country === "none" || (typeof country === "string" && countries.includes(country)))
      return country as GulfCountry | "none";
    return undefined;
  } catch {
    return undefined;
  }
}

export function cachedGulfCountryEntry(country: GulfCountry | null, now: number): string {
  return JSON.stringify({ country: country ?? "none", at: now });
}

import { describe, expect, it } from "vitest";
import {
  cachedGulfCountryEntry,
  countryFromHeaders,
  gulfCountryFromBrowser,
  gulfTimeZones,
  parseCountryCode,
  readCachedGulfCountry,
  visitorCountryCacheMs,
} from "./visitor-country";

describe("parseCountryCode", () => {
  it("accepts a two-letter code in any case, trimmed", () => {
    expect(parseCountryCode("AE")).toBe("AE");
    expect(parseCountryCode(" sa ")).toBe("SA");
  });

  it("ignores what is not a two-letter country code", () => {
    for (const value of [null, undefined, "", "XX", "T1", "USA", "A", "A1", "AE,SA", "<script>", "ä"]) {
      expect(parseCountryCode(value), String(value)).toBeNull();
    }
  });
});

describe("countryFromHeaders", () => {
  const names = ["x-vercel-ip-country", "cf-ipcountry"];

  it("reads the first configured header that holds a valid code", () => {
    expect(countryFromHeaders(new Headers({ "cf-ipcountry": "AE" }), names)).toBe("AE");
    expect(countryFromHeaders(new Headers({ "x-vercel-ip-country": "XX", "cf-ipcountry": "kw" }), names)).toBe("KW");
    expect(countryFromHeaders(new Headers({ "x-vercel-ip-country": "QA", "cf-ipcountry": "US" }), names)).toBe("QA");
  });

  it("never trusts a header the configuration does not name", () => {
    expect(countryFromHeaders(new Headers({ "x-country": "SA", "x-forwarded-for": "AE" }), names)).toBeNull();
    expect(countryFromHeaders(new Headers({ "cf-ipcountry": "SA" }), ["x-vercel-ip-country"])).toBeNull();
    expect(countryFromHeaders(new Headers({ "cf-ipcountry": "SA" }), [])).toBeNull();
  });

  it("gives null when the only value is not a code", () => {
    expect(countryFromHeaders(new Headers({ "cf-ipcountry": "Saudi Arabia" }), names)).toBeNull();
  });
});

describe("the browser's Gulf country", () => {
  it("maps each Gulf time zone to its country", () => {
    expect(
      ["Asia/Dubai", "Asia/Riyadh", "Asia/Kuwait", "Asia/Qatar", "Asia/Bahrain", "Asia/Muscat", "Asia/Amman"].map(
        (zone) => gulfCountryFromBrowser(zone, []),
      ),
    ).toEqual(["AE", "SA", "KW", "QA", "BH", "OM", "JO"]);
    expect(gulfCountryFromBrowser("Asia/Tehran", ["ar-AE"])).toBeNull();
    expect(Object.keys(gulfTimeZones)).toHaveLength(7);
  });

  it("lets a Gulf time zone decide, whatever the languages", () => {
    expect(gulfCountryFromBrowser("Asia/Riyadh", ["en-US"])).toBe("SA");
  });

  it("does not move a visitor elsewhere into the Gulf because of an Arabic browser", () => {
    expect(gulfCountryFromBrowser("America/Chicago", ["ar-SA", "en-US"])).toBeNull();
    expect(gulfCountryFromBrowser("Europe/London", ["ar-AE"])).toBeNull();
  });

  it("falls back to the first language with a region when the time zone names no place", () => {
    expect(gulfCountryFromBrowser("UTC", ["ar", "ar-QA", "en-US"])).toBe("QA");
    expect(gulfCountryFromBrowser("Etc/GMT-4", ["ar-OM"])).toBe("OM");
    expect(gulfCountryFromBrowser(undefined, ["en-US", "ar-AE"])).toBeNull();
    expect(gulfCountryFromBrowser(undefined, ["ar"])).toBeNull();
  });

  it("reads the region of a language tag, skipping tags without a country", () => {
    expect(gulfCountryFromBrowser(undefined, ["ar-BH"])).toBe("BH");
    expect(gulfCountryFromBrowser(undefined, ["zh-Hant-TW", "ar-BH"])).toBeNull();
    expect(gulfCountryFromBrowser(undefined, ["es-419", "not a tag", "ar-KW"])).toBe("KW");
  });
});

describe("the 24 h cache", () => {
  const now = 1_800_000_000_000;

  it("returns a fresh answer, Gulf country or none", () => {
    expect(readCachedGulfCountry(cachedGulfCountryEntry("SA", now - 1000), now)).toBe("SA");
    expect(readCachedGulfCountry(cachedGulfCountryEntry(null, now - 1000), now)).toBe("none");
  });

  it("forgets an answer after 24 h, and one from the future", () => {
    expect(readCachedGulfCountry(cachedGulfCountryEntry("SA", now - visitorCountryCacheMs), now)).toBeUndefined();
    expect(readCachedGulfCountry(cachedGulfCountryEntry("SA", now + 60_000), now)).toBeUndefined();
  });

  it("ignores what it did not write", () => {
    for (const raw of [null, "", "{", "null", "[]", '{"country":"US","at":1}', `{"country":"FR","at":${now}}`]) {
      expect(readCachedGulfCountry(raw, now), String(raw)).toBeUndefined();
    }
  });
});

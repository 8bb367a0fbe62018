import { nativeNames, type Locale } from "@/core/i18n/locales";

/** The options of a resume-language select, each language by its own name. */
export function LocaleOptions({ locales }: { locales: readonly Locale[] }) {
  return (
    <>
      {locales.map((locale) => (
        <option key={locale} value={locale}>
          {nativeNames[locale]}
        </option>
      ))}
    </>
  );
}

import { getTranslations } from "next-intl/server";
import { LandingCompactHeading, LandingSection } from "./landing-section";

// The logo cloud of spec §2, kept honest (DECISIONS.md "Landing statistics"): no customers' logos,
// only the file formats the product really reads and writes (README "Import", "Export").
const formats = [
  { key: "pdf", mark: "PDF", isImported: true, isExported: true },
  { key: "word", mark: "DOCX", isImported: false, isExported: true },
  { key: "jsonResume", mark: "JSON", isImported: true, isExported: true },
  { key: "linkedin", mark: "ZIP", isImported: true, isExported: false },
  { key: "reactiveResume", mark: "JSON", isImported: true, isExported: true },
] as const;

/** A sheet with a folded corner and the format's short name on it, drawn in the text colour. */
function FileMark({ mark }: { mark: string }) {
  return (
    <svg viewBox="0 0 40 48" className="h-11 w-9 shrink-0" aria-hidden>
      <path
        d="M6 2h20l12 12v28a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V6a4 4 0 0 1 4-4Z"
        className="fill-background stroke-current"
        strokeWidth="2"
      />
      <path d="M26 2v8a4 4 0 0 0 4 4h8" className="fill-none stroke-current" strokeWidth="2" />
      <text
        x="20"
        y="35"
        textAnchor="middle"
        className="fill-current font-sans"
        fontSize={mark.length > 3 ? 8.5 : 10}
        fontWeight="700"
        letterSpacing="0.5"
      >
        {mark}
      </text>
    </svg>
  );
}

export async function LandingFormats() {
  const t = await getTranslations("landing.formats");
  return (
    <LandingSection id="landing-formats-title" name="formats" className="py-14 sm:py-16">
      <LandingCompactHeading id="landing-formats-title" title={t("title")} subtitle={t("subtitle")} size="small" />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {formats.map(({ key, mark, isImported, isExported }) => (
          <li
            key={key}
            data-format={key}
            className="flex items-center gap-3 px-3 py-3 text-muted-foreground max-sm:last:col-span-2 max-sm:last:justify-center lg:justify-center"
          >
            <FileMark mark={mark} />
            <span className="min-w-0 text-start">
              <span className="block text-sm font-semibold text-foreground">{t(`items.${key}`)}</span>
              <span className="block text-xs">
                {[isImported ? t("import") : null, isExported ? t("export") : null].filter(Boolean).join(" · ")}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

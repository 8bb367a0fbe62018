import { getLocale, getTranslations } from "next-intl/server";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { exampleLanguages, exampleProfessions, filterExampleResumes, type ExampleResume } from "./example-resumes";
import { UseExampleButton } from "./use-example-button";

type Filters = { profession?: string; language?: string };
type Props = { filters: Filters; isSignedIn: boolean };

/** The language's name in the visitor's language ("Arabic" for ar-SA in English, "العربية" in Arabic). */
export function languageName(language: string, uiLocale: string): string {
  const name = new Intl.DisplayNames([uiLocale], { type: "language" }).of(language.split("-")[0] ?? language);
  return name ?? language;
}

/**
 * /examples: example resumes per profession and language, filtered by links (?profession=,
 * ?language=), so the filters work without script. Each opens its read-only preview or starts a
 * resume from it.
 */
export async function ExamplesPage({ filters, isSignedIn }: Props) {
  const t = await getTranslations("examples");
  const locale = await getLocale();
  const examples = filterExampleResumes(filters);
  const hrefWith = (change: Filters): FilterHref => {
    const query = Object.fromEntries(
      Object.entries({ ...filters, ...change }).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return { pathname: "/examples", query };
  };

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t("title")}</h1>
        <p className="text-lg text-muted-foreground">{t("intro")}</p>
      </header>

      <div className="mt-8 space-y-4">
        <FilterGroup
          label={t("filters.profession")}
          options={[
            { value: undefined, label: t("filters.allProfessions") },
            ...exampleProfessions.map((profession) => ({ value: profession, label: t(`professions.${profession}`) })),
          ]}
          current={filters.profession}
          hrefFor={(profession) => hrefWith({ profession })}
          name="profession"
        />
        <FilterGroup
          label={t("filters.language")}
          options={[
            { value: undefined, label: t("filters.allLanguages") },
            ...exampleLanguages.map((language) => ({ value: language, label: languageName(language, locale) })),
          ]}
          current={filters.language}
          hrefFor={(language) => hrefWith({ language })}
          name="language"
        />
      </div>

      <p className="mt-6 text-sm text-muted-foreground" role="status" data-testid="examples-count">
        {t("count", { count: examples.length })}
      </p>

      {examples.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" data-testid="examples-list">
          {examples.map((example, index) => (
            <ExampleCard key={example.slug} example={example} isSignedIn={isSignedIn} isAboveFold={index < 4} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-xl border border-dashed p-10 text-center">
          <p className="text-muted-foreground">{t("empty")}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link href="/examples">{t("showAll")}</Link>
          </Button>
        </div>
      )}

      <p className="mt-10 max-w-3xl text-sm text-muted-foreground">{t("disclaimer")}</p>
    </main>
  );
}

function FilterGroup({
  label,
  options,
  current,
  hrefFor,
  name,
}: {
  label: string;
  options: { value: string | undefined; label: string }[];
  current: string | undefined;
  hrefFor: (value: string | undefined) => FilterHref;
  name: string;
}) {
  return (
    <nav aria-label={label} data-filter={name} className="flex flex-col gap-2 sm:flex-row sm:items-baseline">
      <span className="shrink-0 text-sm font-medium sm:me-1 sm:min-w-24">{label}</span>
      {/* One scrolling row on phones, wrapped lines on wider screens. */}
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {options.map((option) => {
          const isCurrent = (option.value ?? "") === (current ?? "");
          return (
            <Link
              key={option.value ?? "all"}
              href={hrefFor(option.value)}
              aria-current={isCurrent ? "page" : undefined}
              scroll={false}
              className={cn(
                "shrink-0 rounded-full border px-3 py-1 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                isCurrent
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {option.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}

type FilterHref = { pathname: "/examples"; query: Record<string, string> };

async function ExampleCard({
  example,
  isSignedIn,
  isAboveFold,
}: {
  example: ExampleResume;
  isSignedIn: boolean;
  isAboveFold: boolean;
}) {
  const t = await getTranslations("examples");
  const locale = await getLocale();
  const profession = t(`professions.${example.profession}`);
  const language = languageName(example.language, locale);
  const template = templateDisplayName(example.template);
  const titleId = `example-${example.slug}`;
  return (
    <li
      data-example={example.slug}
      aria-labelledby={titleId}
      className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md"
    >
      <Link href={`/examples/${example.slug}`} tabIndex={-1} aria-hidden className="block">
        <div className="aspect-[210/297] overflow-hidden border-b bg-muted">
          {/* The example's own first page (scripts/examples-thumbnails.ts); the card's heading names it. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- static thumbnails, already sized JPEGs */}
          <img
            src={`/example-thumbnails/${example.slug}.jpg`}
            alt=""
            width={476}
            height={674}
            loading={isAboveFold ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        </div>
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <div className="space-y-1">
          <h2 id={titleId} className="text-base leading-snug font-semibold">
            {profession}
          </h2>
          {/* One line where the card is wide enough, else one fact a line (never a dangling "·"). */}
          <p className="flex flex-col text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-2">
            <span>{language}</span>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span>{t("templateName", { template })}</span>
          </p>
          <Badge variant="secondary" className="mt-1">
            {example.source.kind === "sample" ? t("kind.sample") : t("kind.placeholders")}
          </Badge>
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={`/examples/${example.slug}`} aria-label={t("previewNamed", { profession, language })}>
              {t("preview")}
            </Link>
          </Button>
          <UseExampleButton slug={example.slug} isSignedIn={isSignedIn} detail={`${profession} · ${language}`} />
        </div>
      </div>
    </li>
  );
}

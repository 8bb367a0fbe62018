import { getTranslations } from "next-intl/server";
import { Link, type Href } from "@/core/i18n/navigation";
import { countTemplateUsage, visibleTemplateUsage } from "@/lib/resume/count-template-usage";
import { templateCategories, type TemplateCategory } from "@/core/templates/catalog";
import { getTemplateCatalog } from "@/lib/templates/get-free-templates";
import { cn } from "@/core/utils/cn";
import { AtsSafeNote } from "./ats-safe-badge";
import { RevealThumbnails } from "./reveal-thumbnails";
import { TemplateCard } from "./template-card";

type Props = { category?: TemplateCategory; isSignedIn: boolean };

/** The template gallery of spec §2 (/templates and /templates/{category}), rendered on the server. */
export async function TemplateGallery({ category, isSignedIn }: Props) {
  const t = await getTranslations("templateGallery");
  const catalog = await getTranslations("templateCatalog");
  const entries = getTemplateCatalog().filter((entry) => !category || entry.category === category);
  const usage = await countTemplateUsage();
  const filters: { key: TemplateCategory | "all"; href: Href; label: string }[] = [
    { key: "all", href: "/templates", label: t("all") },
    ...templateCategories.map((key) => ({
      key,
      href: `/templates/${key}` as const,
      label: catalog(`categories.${key}`),
    })),
  ];
  const current = category ?? "all";

  return (
    // A visitor's page needs no framework in the browser: its links are links, its thumbnails are asked for by the
    // site's script, so the page cache sends it without Next.js's scripts. A signed-in user's "use this template"
    // makes a resume, with React.
    <main
      id="main"
      className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      data-needs-no-framework={isSignedIn ? undefined : ""}
    >
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold text-primary">{t("eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {category ? t("categoryHeading", { category: catalog(`categories.${category}`) }) : t("title")}
        </h1>
        <p className="mt-4 text-base text-pretty text-muted-foreground">{t("subtitle")}</p>
      </header>

      <nav aria-label={t("filterLabel")} className="mt-8 flex flex-wrap justify-center gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.key}
            href={filter.href}
            aria-current={filter.key === current ? "page" : undefined}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              filter.key === current
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-background hover:bg-accent hover:text-accent-foreground",
            )}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-center text-sm text-muted-foreground" aria-live="polite">
        {t("count", { count: entries.length })}
      </p>
      {entries.some((entry) => entry.isAtsSafe) ? <AtsSafeNote className="mx-auto mt-2 max-w-2xl text-center" /> : null}

      <ul
        className="mt-8 grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4"
        data-testid="template-grid"
        data-reveal-on-load=""
      >
        {entries.map((entry, index) => (
          <TemplateCard
            key={entry.name}
            entry={entry}
            isAboveFold={index < 4}
            // The first row on a phone: the page's largest paint there.
            isPriority={index < 2}
            usage={visibleTemplateUsage(usage.get(entry.name))}
            isSignedIn={isSignedIn}
          />
        ))}
      </ul>
      <RevealThumbnails />
    </main>
  );
}

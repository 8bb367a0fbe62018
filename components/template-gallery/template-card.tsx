import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { TemplateCatalogEntry } from "@/core/templates/catalog";
import { AtsSafeBadge } from "./ats-safe-badge";
import { DeferredThumbnail } from "./deferred-thumbnail";
import { templateDisplayName } from "./template-display-name";
import { UseTemplateButton } from "./use-template-button";

type Props = {
  entry: TemplateCatalogEntry;
  usage: number | null;
  isSignedIn: boolean;
  isAboveFold?: boolean;
  isPriority?: boolean;
};

/** One template in the gallery: thumbnail, name, category, free or premium, ATS-safe, real popularity. */
export async function TemplateCard({ entry, usage, isSignedIn, isAboveFold, isPriority }: Props) {
  const t = await getTranslations("templateGallery");
  const catalog = await getTranslations("templateCatalog");
  const name = templateDisplayName(entry.name);
  return (
    <li
      data-template={entry.name}
      className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="aspect-[210/297] overflow-hidden border-b bg-muted">
        <DeferredThumbnail
          template={entry.name}
          alt={t("preview", { template: name })}
          // The gallery's grid: 4 columns from 1280 px, 3 from 768, else 2 between the page's 16 px sides and a 12 px gap.
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, calc(50vw - 22px)"
          isAboveFold={isAboveFold}
          isPriority={isPriority}
          className="size-full transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold">{name}</h2>
          <Badge variant={entry.isFree ? "secondary" : "default"} data-tier={entry.isFree ? "free" : "premium"}>
            {entry.isFree ? catalog("free") : catalog("premium")}
          </Badge>
        </div>
        <p className="-mt-2 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span>{catalog(`categories.${entry.category}`)}</span>
          {usage !== null ? (
            <span data-usage={usage}>
              <span aria-hidden>· </span>
              {t("usage", { count: usage })}
            </span>
          ) : null}
        </p>
        {entry.isAtsSafe ? <AtsSafeBadge className="-mt-1" /> : null}
        <div className="mt-auto">
          <UseTemplateButton template={entry.name} isSignedIn={isSignedIn} />
        </div>
      </div>
    </li>
  );
}

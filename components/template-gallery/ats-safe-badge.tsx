import { ScanTextIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/core/utils/cn";

/**
 * The "ATS-safe" mark of a template whose PDF every text reader measured reads whole and in order
 * (core/templates/reading-order.ts). The hover title says what that means; the pages that show the
 * mark also say it in text (AtsSafeNote), for touch screens and screen readers.
 */
export function AtsSafeBadge({ className }: { className?: string }) {
  const t = useTranslations("templateCatalog");
  return (
    <Badge
      variant="outline"
      data-ats-safe
      title={t("atsSafeHint")}
      className={cn(
        "border-emerald-600/40 bg-emerald-50 text-emerald-800 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-200",
        className,
      )}
    >
      <ScanTextIcon aria-hidden />
      {t("atsSafe")}
    </Badge>
  );
}

/** What "ATS-safe" means, in a line beside a list of templates that shows the mark. */
export function AtsSafeNote({ className }: { className?: string }) {
  const t = useTranslations("templateCatalog");
  return (
    <p className={cn("text-xs text-pretty text-muted-foreground", className)} data-ats-safe-note>
      {t.rich("atsSafeNote", { b: (chunks) => <span className="font-medium text-foreground">{chunks}</span> })}
    </p>
  );
}

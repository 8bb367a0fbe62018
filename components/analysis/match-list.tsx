"use client";

import { useTranslations } from "next-intl";
import { CheckCircle2, CircleDashed, XCircle } from "lucide-react";
import type { RequirementMatch } from "@/core/analysis";
import { useBuilderStore } from "@/client/builder/store";
import { sectionItems } from "@/client/builder/section-operations";
import { useItemDialog } from "@/components/builder/item-dialogs/item-dialog-store";
import type { ItemSectionKind } from "@/components/builder/sections/item-summary";
import { sectionAnchorId } from "@/components/builder/sections/section-names";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/core/utils/cn";

const importanceTone = {
  critical: "border-red-600/40 text-red-700 dark:text-red-400",
  important: "border-amber-500/50 text-amber-700 dark:text-amber-400",
  niceToHave: "border-muted-foreground/30 text-muted-foreground",
} as const;

/** Every requirement of the job, with the quoted resume text that proves it or its gap. */
export function MatchList({ matches, onNavigate }: { matches: RequirementMatch[]; onNavigate: () => void }) {
  const t = useTranslations("analysis.match");
  const data = useBuilderStore((state) => state.data);
  const openDialog = useItemDialog((state) => state.open);

  const open = (match: RequirementMatch) => {
    const proof = match.proof;
    if (!proof || !data) return;
    onNavigate();
    const item = proof.itemId
      ? sectionItems(data, proof.section).find((candidate) => candidate.id === proof.itemId)
      : undefined;
    if (item) {
      const kind = (proof.section.startsWith("custom.") ? "custom" : proof.section) as ItemSectionKind;
      openDialog({ mode: "update", sectionKey: proof.section, kind, item: structuredClone(item) });
      return;
    }
    const anchor =
      proof.section === "basics"
        ? document.querySelector('[data-section="resume-info"]')
        : document.getElementById(sectionAnchorId(proof.section));
    anchor?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  if (matches.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <ul className="space-y-2" data-testid="analysis-match-list">
      {matches.map((match) => {
        const Icon = match.status === "matched" ? CheckCircle2 : match.status === "partial" ? CircleDashed : XCircle;
        return (
          <li
            key={match.requirement.id}
            className="rounded-md border bg-card p-3"
            data-status={match.status}
            data-requirement={match.requirement.id}
          >
            <div className="flex flex-wrap items-center gap-2">
              <Icon
                aria-hidden
                className={cn(
                  "size-4 shrink-0",
                  match.status === "matched"
                    ? "text-emerald-600"
                    : match.status === "partial"
                      ? "text-amber-500"
                      : "text-red-600",
                )}
              />
              <span className="min-w-0 flex-1 font-medium break-words">
                {match.requirement.kind === "experienceYears"
                  ? t("years", {
                      required: Number(match.detail?.required ?? 0),
                      found: Number(match.detail?.found ?? 0),
                    })
                  : match.requirement.label}
              </span>
              <Badge variant="outline" className={importanceTone[match.requirement.importance]}>
                {t(`importance.${match.requirement.importance}`)}
              </Badge>
              <Badge variant="secondary">{t(`kind.${match.requirement.kind}`)}</Badge>
            </div>
            {match.proof ? (
              <button
                type="button"
                onClick={() => open(match)}
                className="mt-2 block w-full rounded-sm border-s-2 border-emerald-600/60 ps-2 text-start text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="sr-only">{t("openProof")} </span>
                <q className="break-words">{match.proof.quote}</q>
                <span className="ms-1 text-xs">({t(`status.${match.status}`)})</span>
              </button>
            ) : (
              <p className="mt-2 text-sm text-red-700 dark:text-red-400">{t("gap")}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

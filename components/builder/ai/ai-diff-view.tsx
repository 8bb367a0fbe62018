"use client";

import { diffWords } from "diff";
import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { NewFact } from "@/lib/ai/offline/facts";
import { htmlToText } from "./ai-requests";
import { OfflineDraftBadge } from "./offline-draft-badge";

// Removed words struck through in red, added ones underlined in green.
const changeMarks = {
  removed: { Tag: "del", className: "rounded-sm bg-red-500/15 text-red-700 line-through dark:text-red-300" },
  added: { Tag: "ins", className: "rounded-sm bg-emerald-500/15 text-emerald-800 underline dark:text-emerald-300" },
} as const;

/**
 * The change a writing action proposes, word by word (the `diff` package): removed words struck
 * through, added ones underlined, in the text's own direction (dir="auto": Arabic reads right to
 * left). Facts the result names that the user's text did not are listed above it. Without a mode
 * (a list of diffs under one badge, as the booster shows them) no offline badge is shown.
 */
export function AiDiffView({
  before,
  after,
  mode,
  newFacts,
  note,
}: {
  before: string;
  after: string;
  mode?: "model" | "offline";
  newFacts: NewFact[];
  note?: string;
}) {
  const t = useTranslations("ai");
  const parts = useMemo(() => diffWords(htmlToText(before), htmlToText(after)), [before, after]);
  const changed = parts.some((part) => part.added || part.removed);
  return (
    <div className="space-y-3">
      {mode === "offline" ? <OfflineDraftBadge /> : null}
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {newFacts.length ? (
        <div
          role="alert"
          className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          data-testid="ai-new-facts"
        >
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            {t("diff.newFactsTitle")}
          </p>
          <p className="mt-1 text-muted-foreground">{t("diff.newFactsHint")}</p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {newFacts.map((fact) => (
              <li
                key={`${fact.kind}:${fact.value}`}
                dir="auto"
                className="rounded bg-background px-1.5 py-0.5 font-medium"
              >
                {fact.value}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div
        dir="auto"
        data-testid="ai-diff"
        className="max-h-72 overflow-y-auto rounded-md border bg-muted/30 p-3 text-sm leading-relaxed whitespace-pre-wrap"
      >
        {changed
          ? parts.map((part, index) => {
              const change = part.removed ? "removed" : part.added ? "added" : null;
              if (!change) return <span key={index}>{part.value}</span>;
              const { Tag, className } = changeMarks[change];
              return (
                <Tag key={index} className={className} title={t(`diff.${change}`)}>
                  {part.value}
                </Tag>
              );
            })
          : t("diff.noChanges")}
      </div>
    </div>
  );
}

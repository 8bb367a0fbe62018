"use client";

import type { Editor } from "@tiptap/react";
import { SpellCheck } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useBuilderStore } from "@/client/builder/store";
import {
  applySuggestion,
  connectGrammar,
  ignoreLint,
  lintGroup,
  type GrammarStatus,
  type PlacedLint,
} from "@/client/grammar/grammar-extension";
import { setGrammarCheckEnabled, useGrammarCheckEnabled } from "@/client/grammar/grammar-preference";
import { isEnglish } from "@/core/ai/grammar/english";
import type { LintSuggestion } from "@/core/ai/grammar/harper-lints";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Switch } from "@/components/ui/switch";
import { ToolbarButton } from "./toolbar-button";

/** How many problems the list shows at once (the rest come as they are fixed). */
const listed = 30;

/**
 * Instant spelling and grammar (issue #16, item 6): Harper in a worker marks problems as the user
 * types (client/grammar), offline and free of tokens, for English resumes. This toolbar button shows
 * the count and opens the list; clicking a marked word opens the same list on that problem. The
 * switch turns checking off for this browser.
 */
export function GrammarMenu({ editor, disabled }: { editor: Editor | null; disabled?: boolean }) {
  const t = useTranslations("builderContent.editor.grammar");
  const format = useFormatter();
  const enabled = useGrammarCheckEnabled();
  const locale = useBuilderStore((state) => state.data?.metadata.locale ?? "en-US");
  const english = isEnglish(locale);
  const [lints, setLints] = useState<PlacedLint[]>([]);
  const [status, setStatus] = useState<GrammarStatus>("off");
  const [open, setOpen] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    connectGrammar(editor, {
      locale: enabled && english ? locale : null,
      onChange: (next, nextStatus) => {
        setLints(next);
        setStatus(nextStatus);
      },
      onOpen: (lint) => {
        setFocusedId(lint.id);
        setOpen(true);
      },
    });
  }, [editor, enabled, english, locale]);

  const focused = focusedId === null ? undefined : lints.find((lint) => lint.id === focusedId);
  const shown = focused ? [focused] : lints.slice(0, listed);

  function apply(lint: PlacedLint, suggestion: LintSuggestion) {
    if (!editor) return;
    applySuggestion(editor.view, lint, suggestion);
    if (focused) setOpen(false);
    editor.commands.focus();
  }

  function ignore(lint: PlacedLint) {
    if (!editor) return;
    setFocusedId(null);
    ignoreLint(editor, lint);
  }

  function suggestionLabel(suggestion: LintSuggestion): string {
    if (suggestion.kind === "remove") return t("remove");
    if (suggestion.kind === "insert-after") return t("insert", { text: suggestion.text });
    return suggestion.text;
  }

  const count = enabled && english ? lints.length : 0;
  let notice: string | null = null;
  if (!enabled) notice = t("off");
  else if (!english) notice = t("notEnglish");
  else if (status === "loading") notice = t("loading");
  else if (status === "failed") notice = t("failed");
  else if (lints.length === 0) notice = t("clean");

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFocusedId(null);
      }}
    >
      <PopoverTrigger asChild>
        <ToolbarButton
          label={count ? t("buttonCount", { count }) : t("button")}
          icon={SpellCheck}
          isActive={open}
          disabled={disabled}
          badge={count ? format.number(Math.min(count, 99)) : undefined}
          data-slot="grammar-button"
        />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" data-slot="grammar-panel">
        <div className="flex items-center justify-between gap-3 border-b px-3 py-2">
          <p className="text-sm font-medium">{t("title")}</p>
          <label className="flex items-center gap-2 text-xs text-muted-foreground">
            {t("toggle")}
            <Switch checked={enabled} onCheckedChange={setGrammarCheckEnabled} />
          </label>
        </div>
        {notice ? (
          <p role="status" className="px-3 py-3 text-sm text-muted-foreground">
            {notice}
          </p>
        ) : (
          <ul className="max-h-72 divide-y overflow-y-auto" aria-label={t("listLabel")}>
            {shown.map((lint) => (
              <li key={lint.id} className="space-y-1.5 px-3 py-2.5" data-slot="grammar-issue">
                <p className="text-xs font-medium text-muted-foreground">{t(`kind.${lintGroup(lint.kind)}`)}</p>
                <p lang="en" dir="ltr" className="text-start text-sm">
                  <span className={`grammar-mark grammar-mark-${lintGroup(lint.kind)} font-medium`}>
                    {lint.problem}
                  </span>
                  <span className="text-muted-foreground"> · {lint.message}</span>
                </p>
                <div className="flex flex-wrap gap-1">
                  {lint.suggestions.slice(0, 3).map((suggestion) => (
                    <Button
                      key={`${suggestion.kind}:${suggestion.text}`}
                      type="button"
                      size="sm"
                      variant="secondary"
                      className="h-7"
                      onClick={() => apply(lint, suggestion)}
                    >
                      <span lang={suggestion.kind === "replace" ? "en" : undefined}>{suggestionLabel(suggestion)}</span>
                    </Button>
                  ))}
                  <Button type="button" size="sm" variant="ghost" className="h-7" onClick={() => ignore(lint)}>
                    {t("ignore")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {focused && lints.length > 1 ? (
          <div className="border-t px-3 py-2">
            <Button type="button" size="sm" variant="link" className="h-auto p-0" onClick={() => setFocusedId(null)}>
              {t("showAll", { count: lints.length })}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

"use client";

import type { Editor } from "@tiptap/react";
import { DOMSerializer } from "@tiptap/pm/model";
import { Loader2, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { ApiError } from "@/client/http/api-client";
import { useBuilderStore } from "@/client/builder/store";
import { isErrorCode } from "@/core/errors/codes";
import { Button } from "@/components/ui/button";
import { DialogShell } from "@/components/common/dialog-shell";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { WritingHelpResult, WritingKind } from "@/lib/ai/writing-help";
import { AiDiffView } from "./ai-diff-view";
import { requestWritingHelp, writingCosts, type Tone } from "./ai-requests";

const tones: Tone[] = ["casual", "professional", "confident", "friendly"];

type Proposal = WritingHelpResult & { before: string; range: { from: number; to: number } | null };

/** The selection as HTML (the editor's own serializer), or null when nothing is selected. */
function selectionHtml(editor: Editor): { html: string; range: { from: number; to: number } } | null {
  const { from, to, empty } = editor.state.selection;
  if (empty) return null;
  const fragment = DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.slice(from, to).content);
  const container = document.createElement("div");
  container.append(fragment);
  return { html: container.innerHTML, range: { from, to } };
}

/**
 * The editor toolbar's writing assistant (spec §2 "AI helper bar"): improve, fix spelling and
 * grammar, change tone, on the selection or else the whole field. Idle, then busy while the server
 * works; the answer opens as a diff to accept or reject. Too few tokens opens the token dialog.
 */
export function AiWritingMenu({ editor, disabled }: { editor: Editor | null; disabled?: boolean }) {
  const t = useTranslations("ai");
  const tErrors = useTranslations("errors");
  const language = useBuilderStore((state) => state.data?.metadata.locale ?? "en-US");
  const [busy, setBusy] = useState(false);
  const [proposal, setProposal] = useState<Proposal | null>(null);

  async function run(kind: WritingKind, tone?: Tone) {
    if (!editor) return;
    const selected = selectionHtml(editor);
    const before = selected?.html ?? (editor.isEmpty ? "" : editor.getHTML());
    if (!before.trim() || (selected === null && editor.isEmpty)) {
      toast.info(t("menu.empty"));
      return;
    }
    setBusy(true);
    try {
      const result = await requestWritingHelp({ kind, text: before, language, tone });
      setProposal({ ...result, before, range: selected?.range ?? null });
    } catch (error) {
      if (error instanceof ApiError && error.handledGlobally) return;
      const code = error instanceof ApiError ? error.code : "SomethingWentWrong";
      toast.error(
        isErrorCode(code) || code === "RequestTimedOut" || code === "NetworkUnavailable" ? tErrors(code) : t("failed"),
      );
    } finally {
      setBusy(false);
    }
  }

  function accept() {
    if (!editor || !proposal) return;
    if (proposal.range) editor.chain().focus().insertContentAt(proposal.range, proposal.text).run();
    else editor.chain().focus().setContent(proposal.text, { emitUpdate: true }).run();
    setProposal(null);
  }

  const note =
    proposal?.note === "english_only"
      ? t("offline.englishOnly")
      : proposal?.note === "limited_language"
        ? t("offline.limitedLanguage")
        : undefined;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={busy ? t("menu.busy") : t("menu.trigger")}
            title={busy ? t("menu.busy") : t("menu.trigger")}
            aria-busy={busy}
            disabled={disabled || !editor || busy}
            data-testid="ai-writing-menu"
            onMouseDown={(event) => event.preventDefault()}
            className="inline-flex h-7 items-center gap-1 rounded-sm px-1.5 text-xs font-medium text-primary transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
          >
            {busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Sparkles className="size-4" aria-hidden />
            )}
            <span className="sr-only sm:not-sr-only">{busy ? t("menu.busy") : t("menu.trigger")}</span>
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56" onCloseAutoFocus={(event) => event.preventDefault()}>
          <DropdownMenuItem onSelect={() => void run("improve")}>
            <span className="flex-1">{t("menu.improve")}</span>
            <span className="text-xs text-muted-foreground">{t("menu.cost", { count: writingCosts.improve })}</span>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void run("fix")}>
            <span className="flex-1">{t("menu.fix")}</span>
            <span className="text-xs text-muted-foreground">{t("menu.cost", { count: writingCosts.fix })}</span>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="flex items-center justify-between gap-2 text-xs">
            <span>{t("menu.tone")}</span>
            <span className="font-normal text-muted-foreground">{t("menu.cost", { count: writingCosts.tone })}</span>
          </DropdownMenuLabel>
          {tones.map((tone) => (
            <DropdownMenuItem key={tone} className="ps-5" onSelect={() => void run("tone", tone)}>
              {t(`menu.tones.${tone}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DialogShell
        open={proposal !== null}
        onOpenChange={(open) => (open ? undefined : setProposal(null))}
        title={t("diff.title")}
        description={
          <>
            {t("diff.description")} {proposal?.range ? t("menu.scopeSelection") : t("menu.scopeField")}
          </>
        }
        contentProps={{ className: "sm:max-w-xl" }}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setProposal(null)}>
              {t("diff.reject")}
            </Button>
            <Button type="button" onClick={accept} disabled={!proposal || proposal.text === proposal.before}>
              {t("diff.accept")}
            </Button>
          </>
        }
      >
        {proposal ? (
          <AiDiffView
            before={proposal.before}
            after={proposal.text}
            mode={proposal.mode}
            newFacts={proposal.newFacts}
            note={note}
          />
        ) : null}
      </DialogShell>
    </>
  );
}

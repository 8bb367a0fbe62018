"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ArrowLeft, Lock, Save } from "lucide-react";
import { BuilderImportButton } from "@/components/formats/builder-import-button";
import { AnalyzeButton } from "@/components/analysis/analyze-button";
import { CoverLetterLink } from "@/components/cover-letter/cover-letter-link";
import { TokenBalanceChip } from "@/components/tokens/token-balance-chip";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { ResumeSaveQueue } from "@/client/builder/autosave";
import type { SubscriptionTier } from "@/lib/db/generated/enums";
import { Link } from "@/core/i18n/navigation";
import { useBuilderCapabilities } from "../builder-capabilities";
import { DownloadPdfButton } from "../export/download-pdf-button";
import { CopyLinkButton } from "./copy-link-button";
import { SaveStatus } from "./save-status";
import { TitleEditor } from "./title-editor";
import { useIsLocked } from "@/client/builder/store";

export function BackToResumesLink() {
  const t = useTranslations("builder.header");
  const { homeHref, isGuest } = useBuilderCapabilities();
  const label = isGuest ? t("backHome") : t("backToResumes");
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button asChild variant="ghost" size="icon" className="size-8">
          <Link href={homeHref} aria-label={label}>
            <ArrowLeft className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export function LockIndicator() {
  const t = useTranslations("builder.locked");
  const locked = useIsLocked();
  if (!locked) return null;
  return (
    <span
      className="inline-flex text-amber-700 dark:text-amber-400"
      role="img"
      aria-label={t("title")}
      title={t("title")}
    >
      <Lock className="size-4" />
    </span>
  );
}

export function SaveNowButton({ onSave, iconOnly = false }: { onSave: () => void; iconOnly?: boolean }) {
  const t = useTranslations("builder.actions");
  const locked = useIsLocked();
  return (
    <Button
      type="button"
      variant="ghost"
      size={iconOnly ? "icon" : "sm"}
      onClick={onSave}
      disabled={locked}
      aria-label={iconOnly ? t("save") : undefined}
    >
      <Save />
      {!iconOnly && t("save")}
    </Button>
  );
}

type Props = {
  username: string;
  tier: SubscriptionTier;
  saveQueue: ResumeSaveQueue | null;
  onSave: () => void;
  panelButtons?: ReactNode;
};

/** The top bar on tablets and desktops: back, title, where the edits are, and the resume's actions. */
export function BuilderHeader({ username, tier, saveQueue, onSave, panelButtons }: Props) {
  const t = useTranslations("builder.actions");
  const { canShare, tokenChip } = useBuilderCapabilities();
  // Tablets bring their panel buttons: the secondary actions give up their labels so that the
  // title and the save state keep their room.
  const isTablet = panelButtons !== undefined;
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3">
      <BackToResumesLink />
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <TitleEditor className="min-w-20" />
        <LockIndicator />
        <SaveStatus queue={saveQueue} className="hidden max-w-64 shrink-0 sm:flex" />
      </div>
      {panelButtons}
      <div className="flex items-center gap-1">
        {tokenChip ? (
          tokenChip({ isCompact: isTablet, className: "me-1" })
        ) : (
          <TokenBalanceChip tier={tier} isCompact={isTablet} className="me-1" />
        )}
        <SaveNowButton onSave={onSave} iconOnly={isTablet} />
        {/* On a tablet the title needs the room: import is a desktop and phone entry, the cover letter sits in the
            tablet's Export sheet, analysis is an icon. */}
        {!isTablet && <BuilderImportButton />}
        <AnalyzeButton iconOnly={isTablet} />
        {!isTablet && <CoverLetterLink labelFromXl />}
        {canShare && <CopyLinkButton username={username} iconOnly={isTablet} />}
        <DownloadPdfButton label={t("downloadPdf")} className="h-8" />
      </div>
    </header>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useBuilderStore } from "@/client/builder/store";
import { copyWithToast } from "@/client/utils/copy-with-toast";
import { publicResumeUrl } from "@/core/resume/public-resume-url";

/** Copies the public link; only a public resume has one (spec §4). */
export function CopyLinkButton({ username, iconOnly = false }: { username: string; iconOnly?: boolean }) {
  const t = useTranslations("builder.actions");
  const slug = useBuilderStore((state) => state.meta?.slug ?? "");
  const isPublic = useBuilderStore((state) => state.meta?.visibility === "PUBLIC");

  const copy = async () => {
    const url = publicResumeUrl(window.location.origin, username, slug);
    await copyWithToast(url, { copied: t("linkCopied"), failed: t("linkCopyFailed") }, { description: url });
  };

  const button = (
    <Button
      type="button"
      variant="ghost"
      size={iconOnly ? "icon" : "sm"}
      disabled={!isPublic}
      onClick={copy}
      aria-label={iconOnly ? t("copyLink") : undefined}
    >
      <Link2 />
      {!iconOnly && t("copyLink")}
    </Button>
  );
  if (isPublic && !iconOnly) return button;
  return (
    <Tooltip>
      {/* A disabled button gets no pointer events: the wrapper carries the hint. */}
      <TooltipTrigger asChild>
        <span
          tabIndex={isPublic ? -1 : 0}
          className="inline-flex rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {button}
        </span>
      </TooltipTrigger>
      <TooltipContent>{isPublic ? t("copyLink") : t("copyLinkPrivate")}</TooltipContent>
    </Tooltip>
  );
}

"use client";

import { LinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { copyWithToast } from "@/client/utils/copy-with-toast";
import { answerEarlyPress } from "@/components/site/early-presses";

/** Copies the resume's public address at once (DECISIONS.md: copy link is instant). */
export function CopyLinkButton({ path }: { path: string }) {
  const t = useTranslations("publicResume.toolbar");
  const onCopy = async () => {
    const url = new URL(path, window.location.origin).toString();
    await copyWithToast(url, { copied: t("copied"), failed: t("copyFailed") });
  };
  const press = () => void onCopy();
  return (
    <Button type="button" variant="outline" size="sm" onClick={press} ref={answerEarlyPress(press)} data-early-press="">
      <LinkIcon aria-hidden />
      <span className="max-sm:sr-only">{t("copyLink")}</span>
    </Button>
  );
}

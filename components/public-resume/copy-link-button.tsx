"use client";

import { LinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** Copies the resume's public address at once (DECISIONS.md: copy link is instant). */
export function CopyLinkButton({ path }: { path: string }) {
  const t = useTranslations("publicResume.toolbar");
  const onCopy = async () => {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void onCopy()}>
      <LinkIcon aria-hidden />
      <span className="max-sm:sr-only">{t("copyLink")}</span>
    </Button>
  );
}

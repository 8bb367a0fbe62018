import { LinkIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/** Copies the resume's public address at once (DECISIONS.md: copy link is instant); client/public-resume/public-page.ts answers the press. */
export async function CopyLinkButton() {
  const t = await getTranslations("publicResume.toolbar");
  return (
    <Button type="button" variant="outline" size="sm" data-public-action="copy-link">
      <LinkIcon aria-hidden />
      <span className="max-sm:sr-only">{t("copyLink")}</span>
    </Button>
  );
}

"use client";

import { FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useBuilderCapabilities } from "@/components/builder/builder-capabilities";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "@/client/builder/store";
import { Link } from "@/core/i18n/navigation";

/**
 * The builder's way to the resume's cover letter (/builder/{id}/cover-letter). Cover letters are for
 * signed-in users (spec §6): a guest's builder does not offer it.
 */
export function CoverLetterLink({
  labelFromXl = false,
}: {
  /** The label on wide screens only (the desktop header, where the title needs the room below). */
  labelFromXl?: boolean;
}) {
  const t = useTranslations("coverLetter");
  const { isGuest } = useBuilderCapabilities();
  const resumeId = useBuilderStore((state) => state.meta?.id);
  if (isGuest || !resumeId) return null;
  return (
    <Button asChild variant="ghost" size="sm">
      <Link
        href={`/builder/${resumeId}/cover-letter`}
        aria-label={labelFromXl ? t("entry") : undefined}
        data-testid="cover-letter-entry"
      >
        <FileText aria-hidden />
        <span className={labelFromXl ? "hidden xl:inline" : undefined}>{t("entry")}</span>
      </Link>
    </Button>
  );
}

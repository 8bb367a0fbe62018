"use client";

import { FileUpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/core/i18n/navigation";
import { ImportDialog } from "./import-dialog";

/** The dashboard's "Import" button: a file becomes a new resume, opened in the builder. */
export function ImportResumeButton({ isAtLimit }: { isAtLimit: boolean }) {
  const t = useTranslations("importDialog");
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setIsOpen(true)}>
        <FileUpIcon aria-hidden />
        {t("open")}
      </Button>
      {isOpen && (
        <ImportDialog
          importUrl="/api/resume/import"
          isAtLimit={isAtLimit}
          onClose={() => setIsOpen(false)}
          onCreated={(resume) => router.push(`/builder/${resume.id}`)}
        />
      )}
    </>
  );
}

"use client";

import { Button } from "@/components/ui/button";

/** Downloads the resume as a PDF through the export progress dialog (placeholder until the export work lands). */
export function DownloadPdfButton({ label, className }: { label: string; className?: string }) {
  return (
    <Button type="button" variant="outline" className={className} disabled>
      {label}
    </Button>
  );
}

"use client";

import { Download, Eraser } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { capitalizeWords, setSignatureText } from "@/client/builder/section-operations";
import { useBuilderStore, useIsLocked, useResumeData } from "@/client/builder/store";
import { SectionCard } from "./section-card";
import { useApplyEdit } from "./use-section-edit";
import { saveBlobAs } from "@/client/utils/download";

const scriptFamily = "Dancing Script";
// Served by app/fonts from @fontsource/dancing-script (no network).
const scriptFontCss = ["latin", "latin-ext"]
  .map(
    (subset) =>
      `@font-face{font-family:"${scriptFamily}";font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/@fontsource/dancing-script/files/dancing-script-${subset}-400-normal.woff2) format("woff2")}`,
  )
  .join("\n");

const canvasSize = { width: 800, height: 200 };

/** Draws the signature on an 800x200 canvas in the script font and downloads it as signature.png. */
async function downloadSignature(text: string, color: string) {
  const fontSize = 96;
  await document.fonts.load(`${fontSize}px "${scriptFamily}"`, text);
  const canvas = document.createElement("canvas");
  canvas.width = canvasSize.width;
  canvas.height = canvasSize.height;
  const context = canvas.getContext("2d");
  if (!context) return;
  let size = fontSize;
  context.font = `${size}px "${scriptFamily}", cursive`;
  // Long names shrink to fit, with a margin on each side.
  while (size > 24 && context.measureText(text).width > canvasSize.width - 60) {
    size -= 4;
    context.font = `${size}px "${scriptFamily}", cursive`;
  }
  context.fillStyle = color;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(text, canvasSize.width / 2, canvasSize.height / 2);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) return;
  saveBlobAs(blob, "signature.png");
}

/** The signature: typed text capitalised per word, shown in a script font; clear and download. */
export function SignatureSection() {
  const t = useTranslations("builderContent.signature");
  const content = useResumeData((data) => data.sections.signature.items[0]?.content ?? "");
  const hasItem = useResumeData((data) => data.sections.signature.items.length > 0);
  const name = useResumeData((data) => data.basics.name);
  const apply = useApplyEdit();
  const isLocked = useIsLocked();
  const prefilled = useRef(false);

  // Pre-filled from the name once, when the resume has no signature yet (spec §2). Not an edit of the
  // user's, so not a step of undo history (undo must not take the signature away); it is saved.
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const { data, meta, replaceData } = useBuilderStore.getState();
    if (data && !hasItem && name.trim() !== "" && !meta?.locked) replaceData(setSignatureText(data, name.trim()));
  }, [hasItem, name]);

  return (
    <SectionCard sectionKey="signature">
      <style>{scriptFontCss}</style>
      <div className="grid gap-2">
        <Label htmlFor="signature-text">{t("label")}</Label>
        <Input
          id="signature-text"
          value={content}
          placeholder={t("placeholder")}
          autoComplete="name"
          disabled={isLocked}
          aria-describedby="signature-hint"
          onChange={(event) => apply((data) => setSignatureText(data, capitalizeWords(event.target.value)))}
        />
        <p id="signature-hint" className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
      </div>
      <figure className="grid gap-1">
        <figcaption className="sr-only">{t("preview")}</figcaption>
        <div
          className="flex min-h-24 items-center justify-center overflow-hidden rounded-md border bg-white px-4 py-3 text-center text-4xl text-neutral-900 dark:bg-neutral-50"
          style={{ fontFamily: `"${scriptFamily}", cursive` }}
          data-signature-preview
        >
          {content ? (
            <span className="truncate">{content}</span>
          ) : (
            <span className="font-sans text-sm text-neutral-500">{t("empty")}</span>
          )}
        </div>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isLocked || content === ""}
          onClick={() => apply((data) => setSignatureText(data, ""))}
        >
          <Eraser aria-hidden />
          {t("clear")}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={content === ""}
          onClick={() => void downloadSignature(content, "#111827")}
        >
          <Download aria-hidden />
          {t("download")}
        </Button>
      </div>
    </SectionCard>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { DesignCard } from "./design-card";
import { SwitchField } from "./switch-field";

/** The owner's own CSS, applied when the toggle is on (sanitised where the resume is rendered). */
export function CssSection() {
  const t = useTranslations("builderDesign.css");
  const css = useResumeData((data) => data.metadata.css);
  const update = useBuilderStore((state) => state.update);
  return (
    <DesignCard id="design-css" title={t("title")} description={t("description")}>
      <div className="space-y-3">
        <SwitchField
          label={t("visible")}
          checked={css.visible}
          onCheckedChange={(checked) => update((draft) => void (draft.metadata.css.visible = checked))}
        />
        <Label htmlFor="design-custom-css" className="sr-only">
          {t("label")}
        </Label>
        <Textarea
          id="design-custom-css"
          dir="ltr"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={8}
          value={css.value}
          placeholder={".section-heading {\n  letter-spacing: 0.08em;\n}"}
          onChange={(event) => {
            const value = event.target.value;
            update((draft) => void (draft.metadata.css.value = value));
          }}
          className="min-h-40 font-mono text-xs leading-relaxed"
        />
      </div>
    </DesignCard>
  );
}

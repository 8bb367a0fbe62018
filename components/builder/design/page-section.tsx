"use client";

import { useTranslations } from "next-intl";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { cn } from "@/core/utils/cn";
import { DesignCard } from "./design-card";
import { SliderField } from "./slider-field";
import { SwitchField } from "./switch-field";

const formats = ["a4", "letter"] as const;
const pageOptions = ["pageNumbers", "breakLine"] as const;
// Within the range the resume schema allows.
const marginRange = { min: 0, max: 60, step: 2, unit: "px" } as const;

/** Paper size, margin and the page options. */
export function PageSection() {
  const t = useTranslations("builderDesign.page");
  const page = useResumeData((data) => data.metadata.page);
  const update = useBuilderStore((state) => state.update);
  return (
    <DesignCard id="design-page" title={t("title")}>
      <div className="space-y-5">
        <div role="radiogroup" aria-label={t("format")} className="space-y-2">
          <p className="text-sm font-medium" aria-hidden>
            {t("format")}
          </p>
          <div className="grid grid-cols-2 gap-2">
            {formats.map((format) => (
              <button
                key={format}
                type="button"
                role="radio"
                aria-checked={page.format === format}
                onClick={() => update((draft) => void (draft.metadata.page.format = format))}
                className={cn(
                  "rounded-md border bg-background px-3 py-2 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  page.format === format && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                {t(`formats.${format}`)}
              </button>
            ))}
          </div>
        </div>
        <SliderField
          label={t("margin")}
          value={page.margin}
          {...marginRange}
          onChange={(value) => update((draft) => void (draft.metadata.page.margin = value))}
        />
        <div className="space-y-3">
          {pageOptions.map((option) => (
            <SwitchField
              key={option}
              label={t(option)}
              checked={page.options[option]}
              onCheckedChange={(checked) => update((draft) => void (draft.metadata.page.options[option] = checked))}
            />
          ))}
        </div>
      </div>
    </DesignCard>
  );
}

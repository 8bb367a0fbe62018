"use client";

import { BanIcon, CheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { backgroundImageNames, backgroundImagePath } from "@/core/templates/backgrounds";
import { cn } from "@/core/utils/cn";
import { DesignCard } from "./design-card";

const tileClass =
  "relative flex aspect-[1/1.2] w-full items-center justify-center overflow-hidden rounded-md border bg-white bg-cover bg-center outline-none transition-[box-shadow,border-color] hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** None, or one of the 14 page textures, as thumbnails. */
export function BackgroundSection() {
  const t = useTranslations("builderDesign.background");
  const current = useResumeData((data) => data.metadata.backgroundImage);
  const update = useBuilderStore((state) => state.update);
  const choose = (value: string) =>
    update((draft) => {
      draft.metadata.backgroundImage = value;
    });
  const isChosen = (name: string) =>
    current === name || current === backgroundImagePath(name as (typeof backgroundImageNames)[number]);

  return (
    <DesignCard id="design-background" title={t("title")} description={t("description")}>
      <ul className="grid grid-cols-3 gap-2 @md:grid-cols-5">
        <li>
          <button
            type="button"
            aria-pressed={!current}
            onClick={() => choose("")}
            className={cn(tileClass, "bg-background", !current && "border-primary ring-2 ring-primary")}
          >
            <BanIcon className="size-5 text-muted-foreground" aria-hidden />
            <span className="sr-only">{t("none")}</span>
          </button>
          <p className="mt-1 truncate text-center text-xs text-muted-foreground" aria-hidden>
            {t("none")}
          </p>
        </li>
        {backgroundImageNames.map((name) => {
          const isSelected = isChosen(name);
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => choose(name)}
                style={{ backgroundImage: `url(${backgroundImagePath(name)})` }}
                className={cn(tileClass, isSelected && "border-primary ring-2 ring-primary")}
              >
                <span className="sr-only">{t(`images.${name}`)}</span>
                {isSelected ? (
                  <span className="flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow">
                    <CheckIcon className="size-4" aria-hidden />
                  </span>
                ) : null}
              </button>
              <p className="mt-1 truncate text-center text-xs text-muted-foreground" aria-hidden>
                {t(`images.${name}`)}
              </p>
            </li>
          );
        })}
      </ul>
    </DesignCard>
  );
}

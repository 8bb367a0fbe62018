"use client";

import { DownloadIcon, EyeIcon, InfoIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useBuilderStore } from "@/client/builder/store";
import { apiRequest } from "@/client/http/api-client";
import { cn } from "@/core/utils/cn";
import { DesignCard } from "./design-card";

type Statistics = { views: number; downloads: number };

/** Views and downloads (GET /api/resume/{id}/statistics); blurred with a notice while the resume is private. */
export function StatisticsSection() {
  const t = useTranslations("builderDesign.statistics");
  const format = useFormatter();
  const resumeId = useBuilderStore((state) => state.meta?.id);
  const isPublic = useBuilderStore((state) => state.meta?.visibility === "PUBLIC");
  const [statistics, setStatistics] = useState<Statistics | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    if (!resumeId) return;
    const controller = new AbortController();
    apiRequest<Statistics>(`/api/resume/${resumeId}/statistics`, { signal: controller.signal })
      .then((answer) => {
        setStatistics(answer);
        setHasFailed(false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException)) setHasFailed(true);
      });
    return () => controller.abort();
  }, [resumeId, isPublic]);

  const figures = [
    { key: "views", label: t("views"), value: statistics?.views, Icon: EyeIcon },
    { key: "downloads", label: t("downloads"), value: statistics?.downloads, Icon: DownloadIcon },
  ] as const;

  return (
    <DesignCard id="design-statistics" title={t("title")}>
      <div className="relative">
        <dl
          className={cn("grid grid-cols-2 gap-3", !isPublic && "pointer-events-none blur-[3px] select-none")}
          aria-hidden={!isPublic}
        >
          {figures.map(({ key, label, value, Icon }) => (
            <div key={key} className="rounded-lg border bg-background p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Icon className="size-3.5" aria-hidden />
                {label}
              </dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums" data-statistic={key}>
                {value === undefined ? "–" : format.number(value)}
              </dd>
            </div>
          ))}
        </dl>
        {!isPublic ? (
          <div className="absolute inset-0 flex items-center justify-center p-3">
            <p
              role="note"
              className="flex max-w-sm items-center gap-2 rounded-lg border bg-background/90 px-3 py-2 text-sm font-medium shadow-sm"
            >
              <InfoIcon className="size-4 shrink-0 text-primary" aria-hidden />
              {t("privateNotice")}
            </p>
          </div>
        ) : null}
      </div>
      {hasFailed && isPublic ? <p className="mt-2 text-xs text-destructive">{t("loadFailed")}</p> : null}
    </DesignCard>
  );
}

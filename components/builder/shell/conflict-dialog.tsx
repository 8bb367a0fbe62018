"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Copy, Download } from "lucide-react";
import { toast } from "sonner";
import { AlertShell } from "@/components/common/alert-shell";
import { Button } from "@/components/ui/button";
import type { ResumeSaveQueue } from "@/client/builder/autosave";
import { useSaveState } from "@/client/builder/use-autosave";
import type { ResumeData } from "@/core/resume/schema";
import { saveJsonAs } from "@/client/utils/download";

type Props = {
  queue: ResumeSaveQueue | null;
  slug: string;
  onKeepMine: () => void;
  onTakeTheirs: () => ResumeData | null;
};

/**
 * Another tab or device saved this resume after this tab loaded it. Nothing is overwritten and
 * nothing dropped until the user chooses; whichever version they leave behind stays in their hands
 * (download or copy), and is also kept in this browser.
 */
export function ConflictDialog({ queue, slug, onKeepMine, onTakeTheirs }: Props) {
  const { conflict } = useSaveState(queue);
  const t = useTranslations("builder.conflict");
  const format = useFormatter();
  const fileName = `${slug || "resume"}-my-version.json`;

  const copyMine = async () => {
    if (!conflict) return;
    try {
      await navigator.clipboard.writeText(JSON.stringify(conflict.local, null, 2));
      toast.success(t("copied"));
    } catch {
      saveJsonAs(conflict.local, fileName);
    }
  };

  const takeTheirs = () => {
    const mine = onTakeTheirs();
    if (!mine) return;
    toast(t("loadedTheirs"), {
      description: t("loadedTheirsHint"),
      duration: 30_000,
      action: { label: t("downloadMine"), onClick: () => saveJsonAs(mine, fileName) },
    });
  };

  return (
    <AlertShell
      open={conflict !== null}
      contentClassName="sm:max-w-lg"
      title={t("title")}
      description={t("description", {
        time: conflict
          ? format.dateTime(new Date(conflict.current.updatedAt), { dateStyle: "medium", timeStyle: "short" })
          : "",
      })}
      footer={
        <>
          <Button type="button" variant="outline" onClick={takeTheirs}>
            {t("takeTheirs")}
          </Button>
          <Button type="button" onClick={onKeepMine} autoFocus>
            {t("keepMine")}
          </Button>
        </>
      }
    >
      <ul className="space-y-2 text-sm text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">{t("keepMine")}</span>: {t("keepMineHint")}
        </li>
        <li>
          <span className="font-medium text-foreground">{t("takeTheirs")}</span>: {t("takeTheirsHint")}
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => conflict && saveJsonAs(conflict.local, fileName)}
        >
          <Download />
          {t("downloadMine")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={copyMine}>
          <Copy />
          {t("copyMine")}
        </Button>
      </div>
    </AlertShell>
  );
}

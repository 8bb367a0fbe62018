"use client";

import { FilePlus2Icon, PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { ImportResumeButton } from "@/components/formats/import-resume-button";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/core/i18n/navigation";
import type { ResumeSummaryDto } from "@/lib/resume/resume-dto";
import { cn } from "@/core/utils/cn";
import { LockDialog } from "./lock-dialog";
import type { ResumeAction } from "./resume-actions-menu";
import { ResumeCard } from "./resume-card";
import { ResumeDialog, type ResumeDialogMode } from "./resume-dialog";
import { useResumes } from "./use-resumes";
import { ViewToggle, type ResumesView } from "./view-toggle";

type OpenDialog =
  | { kind: "resume"; mode: ResumeDialogMode; resume?: ResumeSummaryDto }
  | { kind: "lock"; resume: ResumeSummaryDto }
  | null;

const viewKey = "resumes-view";
const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/** /dashboard/resumes: the user's resumes as a grid or a list, with the resume and lock dialogs. */
type Props = {
  initialResumes: ResumeSummaryDto[];
  userEmail: string;
  username: string;
  /** How many resumes the plan allows: the create dialog says so before Create at the limit. */
  resumeLimit: number;
  /** From the template gallery (?template=): the create dialog opens, and the new resume opens in the builder with it. */
  requestedTemplate?: string;
};

export function ResumesDashboard({ initialResumes, userEmail, username, resumeLimit, requestedTemplate }: Props) {
  const t = useTranslations("resumes");
  const router = useRouter();
  const { resumes, refresh } = useResumes(initialResumes);
  const [dialog, setDialog] = useState<OpenDialog>(requestedTemplate ? { kind: "resume", mode: "create" } : null);
  const view = useSyncExternalStore(
    subscribe,
    () => (localStorage.getItem(viewKey) === "list" ? "list" : "grid"),
    () => "grid",
  ) as ResumesView;

  function setView(next: ResumesView) {
    localStorage.setItem(viewKey, next);
    window.dispatchEvent(new StorageEvent("storage", { key: viewKey }));
  }

  function onAction(resume: ResumeSummaryDto, action: ResumeAction) {
    setDialog(action === "lock" ? { kind: "lock", resume } : { kind: "resume", mode: action, resume });
  }

  return (
    <div className="mx-auto w-full max-w-6xl">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("subtitle")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ViewToggle view={view} onChange={setView} />
          <ImportResumeButton isAtLimit={resumes.length >= resumeLimit} />
          <Button onClick={() => setDialog({ kind: "resume", mode: "create" })}>
            <PlusIcon aria-hidden />
            {t("create")}
          </Button>
        </div>
      </div>

      {resumes.length === 0 ? (
        <div className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed px-6 py-20 text-center">
          <FilePlus2Icon className="size-10 text-muted-foreground" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium">{t("empty.title")}</p>
            <p className="text-sm text-muted-foreground">{t("empty.text")}</p>
          </div>
          <Button onClick={() => setDialog({ kind: "resume", mode: "create" })}>{t("create")}</Button>
        </div>
      ) : (
        <ul
          data-testid="resume-list"
          data-view={view}
          className={cn(
            view === "grid" ? "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" : "grid grid-cols-1 gap-2",
          )}
        >
          {resumes.map((resume) => (
            <ResumeCard key={resume.id} resume={resume} view={view} onAction={(action) => onAction(resume, action)} />
          ))}
        </ul>
      )}

      {dialog?.kind === "resume" && (
        <ResumeDialog
          mode={dialog.mode}
          resume={dialog.resume}
          userEmail={userEmail}
          username={username}
          isAtLimit={resumes.length >= resumeLimit}
          onClose={() => setDialog(null)}
          onDone={refresh}
          onCreated={
            requestedTemplate
              ? (created) => router.push(`/builder/${created.id}?template=${encodeURIComponent(requestedTemplate)}`)
              : undefined
          }
        />
      )}
      {dialog?.kind === "lock" && (
        <LockDialog resume={dialog.resume} onClose={() => setDialog(null)} onDone={refresh} />
      )}
    </div>
  );
}

"use client";

import { GlobeIcon, LockIcon, LockKeyholeIcon } from "lucide-react";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatPastRelativeTime } from "@/components/site/past-relative-time";
import { Link } from "@/core/i18n/navigation";
import type { ResumeSummaryDto } from "@/lib/resume/resume-dto";
import { resumeDirection } from "@/core/templates/direction";
import { cn } from "@/core/utils/cn";
import { ResumeActionsMenu, type ResumeAction } from "./resume-actions-menu";
import { ResumeThumbnail } from "./resume-thumbnail";
import type { ResumesView } from "./view-toggle";

type ResumeCardProps = { resume: ResumeSummaryDto; view: ResumesView; onAction: (action: ResumeAction) => void };

export function ResumeCard({ resume, view, onAction }: ResumeCardProps) {
  const t = useTranslations("resumes");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const updated = t("updated", { when: formatPastRelativeTime(format, resume.updatedAt, now) });
  const badges = (
    <div className="flex items-center gap-1.5">
      <Badge variant="secondary" className="gap-1">
        {resume.visibility === "PUBLIC" ? (
          <GlobeIcon className="size-3" aria-hidden />
        ) : (
          <LockKeyholeIcon className="size-3" aria-hidden />
        )}
        {resume.visibility === "PUBLIC" ? t("public") : t("private")}
      </Badge>
      {resume.locked && (
        <Badge variant="outline" className="gap-1" data-testid="locked-badge">
          <LockIcon className="size-3" aria-hidden />
          {t("locked")}
        </Badge>
      )}
    </div>
  );

  return (
    <li
      data-testid="resume-card"
      data-resume-id={resume.id}
      className={cn(
        "group relative rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md",
        view === "grid" ? "flex flex-col overflow-hidden" : "flex items-center gap-4 p-3",
      )}
    >
      <ResumeThumbnail
        resumeId={resume.id}
        version={resume.version}
        template={resume.template}
        direction={resumeDirection(resume.language)}
        className={
          view === "grid"
            ? "aspect-[210/297] w-full border-b bg-muted"
            : "h-16 w-12 shrink-0 rounded-md border bg-muted"
        }
      />
      <div className={cn("flex min-w-0 flex-1 items-start justify-between gap-2", view === "grid" && "p-3 sm:p-4")}>
        <div className="min-w-0 flex-1 space-y-1.5">
          <Link
            href={`/builder/${resume.id}`}
            dir="auto"
            className="block truncate text-start font-medium outline-none after:absolute after:inset-0 focus-visible:underline"
          >
            {resume.title}
          </Link>
          {/* "30 seconds ago" is worked out again when the page hydrates, a moment after the server did:
              the server's words stay until the next minute's update rather than failing hydration. */}
          <p className="truncate text-xs text-muted-foreground" suppressHydrationWarning>
            {updated}
          </p>
          {view === "grid" && badges}
        </div>
        {view === "list" && <div className="hidden sm:block">{badges}</div>}
        {/* In the grid the menu floats over the thumbnail, so the title keeps the card's full width. */}
        <div
          className={cn(
            "z-10",
            view === "grid" ? "absolute end-2 top-2 rounded-md bg-background/90 shadow-xs backdrop-blur" : "relative",
          )}
        >
          <ResumeActionsMenu resume={resume} onAction={onAction} />
        </div>
      </div>
    </li>
  );
}

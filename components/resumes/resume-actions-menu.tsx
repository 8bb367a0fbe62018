"use client";

import {
  CopyIcon,
  LockIcon,
  LockOpenIcon,
  MoreHorizontalIcon,
  PencilIcon,
  SquarePenIcon,
  Trash2Icon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Link } from "@/core/i18n/navigation";
import type { ResumeSummaryDto } from "@/lib/resume/resume-dto";

export type ResumeAction = "update" | "duplicate" | "delete" | "lock";

type ResumeActionsMenuProps = { resume: ResumeSummaryDto; onAction: (action: ResumeAction) => void };

export function ResumeActionsMenu({ resume, onAction }: ResumeActionsMenuProps) {
  const t = useTranslations("resumes");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("actionsFor", { title: resume.title })}
          data-testid="resume-actions"
        >
          <MoreHorizontalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuItem asChild>
          <Link href={`/builder/${resume.id}`}>
            <SquarePenIcon aria-hidden />
            {t("open")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={resume.locked} onSelect={() => onAction("update")}>
          <PencilIcon aria-hidden />
          {t("rename")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("duplicate")}>
          <CopyIcon aria-hidden />
          {t("duplicate")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("lock")}>
          {resume.locked ? <LockOpenIcon aria-hidden /> : <LockIcon aria-hidden />}
          {resume.locked ? t("unlock") : t("lock")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={resume.locked}
          onSelect={() => onAction("delete")}
          className="text-destructive focus:text-destructive"
        >
          <Trash2Icon aria-hidden />
          {t("delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

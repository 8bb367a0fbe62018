import { LockIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { StatusCard } from "@/components/common/status-card";
import { isolate } from "@/core/i18n/isolate";

/** What visitors see when the owner's plan does not include public pages (spec §6). */
export async function PublicResumeUnavailable({ ownerName }: { ownerName: string }) {
  const t = await getTranslations("publicResume.upgrade");
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-16" data-testid="public-resume-upgrade">
      <StatusCard
        className="p-8 shadow-sm"
        icon={
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LockIcon className="size-6" aria-hidden />
          </span>
        }
        title={t("title")}
        links={[
          { href: "/pricing", label: t("pricing") },
          { href: "/", label: t("home") },
        ]}
      >
        <div className="grid gap-2 text-sm text-muted-foreground">
          <p className="text-pretty">{t("description", { name: isolate(ownerName) })}</p>
          <p>{t("ownerHint")}</p>
        </div>
      </StatusCard>
    </main>
  );
}

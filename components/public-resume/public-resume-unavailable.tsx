import { LockIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { isolate } from "@/core/i18n/isolate";

/** What visitors see when the owner's plan does not include public pages (spec §6). */
export async function PublicResumeUnavailable({ ownerName }: { ownerName: string }) {
  const t = await getTranslations("publicResume.upgrade");
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-16" data-testid="public-resume-upgrade">
      <div className="w-full max-w-lg rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LockIcon className="size-6" aria-hidden />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-balance">{t("title")}</h1>
        <p className="mt-3 text-sm text-pretty text-muted-foreground">
          {t("description", { name: isolate(ownerName) })}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{t("ownerHint")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/pricing">{t("pricing")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">{t("home")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

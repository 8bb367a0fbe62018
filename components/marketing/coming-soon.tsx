import { ArrowRightIcon, WandSparklesIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";

export type ComingSoonFeature = "smartGenerator";

/**
 * An honest page for a feature that is planned but not built: what it will do, and the builder that
 * works today. Shared by the public route (/ai-generator) and the dashboard's (/dashboard/smart-generator).
 */
export async function ComingSoon({ feature, isSignedIn }: { feature: ComingSoonFeature; isSignedIn: boolean }) {
  const t = await getTranslations("comingSoon");
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <WandSparklesIcon className="size-6" aria-hidden />
      </span>
      <p
        className="inline-flex items-center rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground"
        data-testid="coming-soon-badge"
      >
        {t("badge")}
      </p>
      <div className="space-y-3">
        <h1 className="text-balance text-3xl font-semibold tracking-tight">{t(`${feature}.title`)}</h1>
        <p className="text-pretty text-muted-foreground">{t(`${feature}.text`)}</p>
        <p className="text-pretty text-sm text-muted-foreground">{t("meanwhile")}</p>
      </div>
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <Button asChild>
          <Link href={isSignedIn ? "/dashboard/resumes" : "/auth/register"}>
            {isSignedIn ? t("toResumes") : t("createAccount")}
            <ArrowRightIcon className="rtl-mirror" aria-hidden />
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/templates">{t("toTemplates")}</Link>
        </Button>
      </div>
    </main>
  );
}

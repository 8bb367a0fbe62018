import { ArrowLeftIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { PublicPageScript } from "@/components/public-resume/public-page-script";
import { PublicResumeViews } from "@/components/public-resume/public-resume-views";
import { ResponsiveResume } from "@/components/public-resume/responsive-resume";
import { ResumeFrame } from "@/components/public-resume/resume-frame";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { loadTemplateLabels } from "@/components/templates/load-template-labels";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { pageSizeInPixels } from "@/core/templates/page-format";
import { exampleResumeData, type ExampleResume } from "./example-resumes";
import { languageName } from "./examples-page";
import { UseExampleButton } from "./use-example-button";
import { isolate } from "@/core/i18n/isolate";

/**
 * /examples/{slug}: one example resume, read-only, as a public resume page shows it (the responsive
 * view on phones, the printed page in a frame on wider screens), with the way back and "use this".
 */
export async function ExamplePreviewPage({ example, isSignedIn }: { example: ExampleResume; isSignedIn: boolean }) {
  const t = await getTranslations("examples");
  const locale = await getLocale();
  const data = exampleResumeData(example);
  const labels = await loadTemplateLabels(data.metadata.locale);
  const page = pageSizeInPixels(data.metadata.page.format);
  const profession = t(`professions.${example.profession}`);
  const language = languageName(example.language, locale);

  return (
    <main
      id="main"
      className="mx-auto w-full max-w-6xl flex-1 px-2 py-6 sm:px-6 sm:py-10"
      data-example={example.slug}
      data-public-page={example.slug}
    >
      <div className="mb-6 flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <Link
            href="/examples"
            className="inline-flex items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <ArrowLeftIcon className="size-4 rtl:rotate-180" aria-hidden />
            {t("backToExamples")}
          </Link>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("previewTitle", { profession })}</h1>
          <p className="text-sm text-muted-foreground">
            {language} · {t("templateName", { template: templateDisplayName(example.template) })}
          </p>
          <p className="max-w-2xl text-sm text-muted-foreground" data-testid="example-notice">
            {example.source.kind === "sample"
              ? t("notice.sample", { name: isolate(data.basics.name) })
              : t("notice.placeholders")}
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={{ pathname: "/templates" }}>{t("browseTemplates")}</Link>
          </Button>
          <UseExampleButton slug={example.slug} isSignedIn={isSignedIn} detail={`${profession} · ${language}`} />
        </div>
      </div>
      <PublicResumeViews
        responsive={
          <ResponsiveResume data={data} labels={labels} className="mx-auto max-w-2xl rounded-xl px-5 py-8 shadow-sm" />
        }
        page={
          <ResumeFrame
            src={`/examples/${encodeURIComponent(example.slug)}/document`}
            title={t("frameTitle", { profession, language })}
            pageWidth={Math.round(page.width)}
            pageHeight={Math.round(page.height)}
          />
        }
      />
      <PublicPageScript resume={null} />
    </main>
  );
}

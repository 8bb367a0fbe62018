import { getLocale, getTranslations } from "next-intl/server";
import { Logo } from "@/components/site/logo";
import { Link, redirect } from "@/core/i18n/navigation";
import { pageSizeInPixels } from "@/core/templates/page-format";
import { CopyGuard } from "./copy-guard";
import { CopyLinkButton } from "./copy-link-button";
import { DownloadPublicPdfButton } from "./download-public-pdf-button";
import { loadPublicResume, publicResumeKey, type PublicResumeWhere } from "./load-public-resume";
import { JsonLd } from "@/components/site/json-ld";
import { config } from "@/lib/config";
import { publicResumePath, publicResumeStructuredData } from "./public-resume-metadata";
import { PublicPageScript } from "./public-page-script";
import { PublicResumeUnavailable } from "./public-resume-unavailable";
import { PublicResumeViews } from "./public-resume-views";
import { ResponsiveResume } from "./responsive-resume";
import { ResumeFrame } from "./resume-frame";

/**
 * A public resume page (spec §2): /{username}/{slug}, /resume/public/{username}/{slug} and
 * /resume/{id}. Nothing to show (private, missing) goes to /; an owner without a plan gives the
 * upgrade notice; otherwise the resume as the preview and the PDF show it. The page is the same for
 * every visitor (nothing here reads the session or who is asking): the visit is counted by the browser
 * afterwards, and a visit renders no template (loadPublicResume keeps the document). It needs no React in
 * the browser: one inline script (client/public-resume/public-page.ts) answers its buttons, sizes the
 * printed page's frame and counts the visit, so the page cache serves it without the framework's scripts.
 */
export async function PublicResumePage({ where }: { where: PublicResumeWhere }) {
  const resume = await loadPublicResume(publicResumeKey(where));
  const locale = await getLocale();
  if (!resume) return redirect({ href: "/", locale });

  const t = await getTranslations("publicResume");
  if (resume.status !== "available") {
    return (
      <div className="flex min-h-dvh flex-col bg-muted/40">
        <header className="border-b bg-background">
          <div className="mx-auto flex h-14 max-w-6xl items-center px-4">
            <Link href="/" aria-label={t("toolbar.backToProduct")} className="rounded-md">
              <Logo label="Vitae" />
            </Link>
          </div>
        </header>
        <PublicResumeUnavailable ownerName={resume.owner.name} />
      </div>
    );
  }

  const { labels } = resume;
  const page = pageSizeInPixels(resume.data.metadata.page.format);
  const name = resume.data.basics.name.trim() || resume.title;
  const discourageCopying = resume.data.metadata.sharing.discourageCopying;

  return (
    <div
      className="flex min-h-dvh flex-col bg-muted/40"
      data-testid="public-resume"
      data-resume-id={resume.id}
      // Works without Next.js's scripts: the page cache serves it without them (scripts/lib/scripts-after-paint.mjs).
      data-needs-no-framework=""
      data-public-page={resume.id}
      // Marked as started by that script, maybe before hydration.
      suppressHydrationWarning
    >
      <JsonLd data={publicResumeStructuredData(resume, config.APP_URL)} />
      <header className="sticky top-0 z-10 border-b bg-background/90 backdrop-blur-sm">
        <nav aria-label={t("toolbar.label")} className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <Link
            href="/"
            className="me-auto rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            aria-label={t("toolbar.backToProduct")}
          >
            <Logo label="Vitae" />
          </Link>
          <CopyLinkButton />
          <DownloadPublicPdfButton />
        </nav>
      </header>
      <main id="main" className="flex-1 px-2 py-6 sm:px-6 sm:py-10">
        <CopyGuard>
          <PublicResumeViews
            responsive={
              <ResponsiveResume
                data={resume.data}
                labels={labels}
                className="mx-auto max-w-2xl rounded-xl px-5 py-8 shadow-sm"
              />
            }
            page={
              <>
                {/* The printed page is a frame: its name heads the page for screen readers and outlines. */}
                <h1 className="sr-only">{name}</h1>
                <ResumeFrame
                  src={`/resume/${encodeURIComponent(resume.id)}/document`}
                  title={t("frameTitle", { name })}
                  pageWidth={Math.round(page.width)}
                  pageHeight={Math.round(page.height)}
                />
              </>
            }
          />
        </CopyGuard>
      </main>
      <footer className="border-t bg-background py-6 text-center text-sm text-muted-foreground">
        {t("toolbar.madeWith")} ·{" "}
        <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("toolbar.createYours")}
        </Link>
      </footer>
      <div
        data-public-status=""
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
      />
      <PublicPageScript
        resume={{
          id: resume.id,
          path: publicResumePath(resume),
          discourageCopying,
          messages: {
            copied: t("toolbar.copied"),
            copyFailed: t("toolbar.copyFailed"),
            downloadFailed: t("downloadFailed"),
          },
        }}
      />
    </div>
  );
}

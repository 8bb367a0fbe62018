"use client";

import { useTranslations } from "next-intl";
import { StartResumeButton } from "@/components/resumes/start-resume-button";
import { createResumeRequest } from "@/components/resumes/resume-mutations";
import { ApiError } from "@/client/http/api-client";
import { useRouter } from "@/core/i18n/navigation";

type Props = { slug: string; detail: string; isSignedIn: boolean; className?: string };

/**
 * "Use this example": a visitor starts the guest builder from it (/builder/try?example=...); a
 * signed-in user gets a new resume holding the example, opened in the builder. The example's data is
 * loaded only on that click, so the page does not carry every resume.
 */
export function UseExampleButton({ slug, detail, isSignedIn, className }: Props) {
  const t = useTranslations("examples");
  const router = useRouter();

  return (
    <StartResumeButton
      label={t("useExample")}
      detail={detail}
      creatingLabel={t("creating")}
      limitReached={t("limitReached")}
      isSignedIn={isSignedIn}
      guestHref={{ pathname: "/builder/try", query: { example: slug } }}
      createAndOpen={async () => {
        const { findExampleResume, exampleResumeData, exampleResumeTitle, exampleRecordLanguage } =
          await import("./example-resumes");
        const example = findExampleResume(slug);
        if (!example) throw new ApiError("SomethingWentWrong", 500);
        const data = exampleResumeData(example);
        const title = exampleResumeTitle(example, data);
        const resume = await createResumeRequest({ title, slug: "", language: exampleRecordLanguage(example) }, data);
        router.push(`/builder/${resume.id}`);
      }}
      className={className}
    />
  );
}

"use client";

import { ArrowRightIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCreateResume } from "@/components/resumes/use-create-resume";
import { Button } from "@/components/ui/button";
import { apiRequest, ApiError } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import type { ResumeDto } from "@/lib/resume/resume-dto";

type Props = { slug: string; label: string; isSignedIn: boolean; className?: string };

/**
 * "Use this example": a visitor starts the guest builder from it (/builder/try?example=...); a
 * signed-in user gets a new resume holding the example, opened in the builder. The example's data is
 * loaded only on that click, so the page does not carry every resume.
 */
export function UseExampleButton({ slug, label, isSignedIn, className }: Props) {
  const t = useTranslations("examples");
  const router = useRouter();
  const { isCreating, create } = useCreateResume(t("limitReached"));

  if (!isSignedIn) {
    return (
      <Button asChild size="sm" className={className}>
        <Link href={{ pathname: "/builder/try", query: { example: slug } }} aria-label={label}>
          {t("useExample")}
          <ArrowRightIcon className="rtl:rotate-180" aria-hidden />
        </Link>
      </Button>
    );
  }

  const onCreate = () =>
    create(async () => {
      const { findExampleResume, exampleResumeData, exampleResumeTitle, exampleRecordLanguage } =
        await import("./example-resumes");
      const example = findExampleResume(slug);
      if (!example) throw new ApiError("SomethingWentWrong", 500);
      const data = exampleResumeData(example);
      const resume = await apiRequest<ResumeDto>("/resume", {
        method: "POST",
        json: { title: exampleResumeTitle(example, data), language: exampleRecordLanguage(example), data },
      });
      router.push(`/builder/${resume.id}`);
    });

  return (
    <Button
      type="button"
      size="sm"
      className={className}
      disabled={isCreating}
      aria-label={isCreating ? t("creating") : label}
      onClick={() => void onCreate()}
    >
      {isCreating ? <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
      {t("useExample")}
      {isCreating ? null : <ArrowRightIcon className="rtl:rotate-180" aria-hidden />}
    </Button>
  );
}

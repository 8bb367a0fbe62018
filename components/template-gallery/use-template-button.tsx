"use client";

import { ArrowRightIcon, LoaderCircleIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCreateResume } from "@/components/resumes/use-create-resume";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { templateDisplayName } from "./template-display-name";

type Props = { template: string; isSignedIn: boolean };

/**
 * "Use this template": a signed-in user gets a new resume opened in the builder with the template
 * (/builder/{id}?template=...); a guest signs up first (the guest builder does not exist yet).
 */
export function UseTemplateButton({ template, isSignedIn }: Props) {
  const t = useTranslations("templateGallery");
  const router = useRouter();
  const locale = useLocale();
  const { isCreating, create } = useCreateResume(t("limitReached"));
  const label = t("useTemplateNamed", { template: templateDisplayName(template) });

  if (!isSignedIn) {
    // Visitors try the template in the guest builder; their resume moves into an account on sign-up.
    return (
      <Button asChild size="sm" className="w-full max-sm:px-2">
        <Link href={{ pathname: "/builder/try", query: { template } }} aria-label={label}>
          {t("useTemplate")}
          <ArrowRightIcon className="max-sm:hidden rtl:rotate-180" aria-hidden />
        </Link>
      </Button>
    );
  }

  const onCreate = () =>
    create(async () => {
      const resume = await apiRequest<ResumeDto>("/resume", {
        method: "POST",
        json: { title: t("newResumeTitle", { template: templateDisplayName(template) }), language: locale },
      });
      router.push(`/builder/${resume.id}?template=${template}`);
    });

  return (
    <Button
      type="button"
      size="sm"
      className="w-full max-sm:px-2"
      disabled={isCreating}
      aria-label={isCreating ? t("creating") : label}
      onClick={() => void onCreate()}
    >
      {isCreating ? <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
      {t("useTemplate")}
      {isCreating ? null : <ArrowRightIcon className="max-sm:hidden rtl:rotate-180" aria-hidden />}
    </Button>
  );
}

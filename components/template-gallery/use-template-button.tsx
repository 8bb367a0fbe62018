"use client";

import { useLocale, useTranslations } from "next-intl";
import { StartResumeButton } from "@/components/resumes/start-resume-button";
import { apiRequest } from "@/client/http/api-client";
import { useRouter } from "@/core/i18n/navigation";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { templateDisplayName } from "./template-display-name";

type Props = { template: string; isSignedIn: boolean };

/**
 * "Use this template": a signed-in user gets a new resume opened in the builder with the template
 * (/builder/{id}?template=...); a visitor tries the template in the guest builder, whose resume moves
 * into an account on sign-up.
 */
export function UseTemplateButton({ template, isSignedIn }: Props) {
  const t = useTranslations("templateGallery");
  const router = useRouter();
  const locale = useLocale();
  const name = templateDisplayName(template);

  return (
    <StartResumeButton
      label={t("useTemplate")}
      detail={name}
      creatingLabel={t("creating")}
      limitReached={t("limitReached")}
      isSignedIn={isSignedIn}
      guestHref={{ pathname: "/builder/try", query: { template } }}
      createAndOpen={async () => {
        const resume = await apiRequest<ResumeDto>("/resume", {
          method: "POST",
          json: { title: t("newResumeTitle", { template: name }), language: locale },
        });
        router.push(`/builder/${resume.id}?template=${template}`);
      }}
      className="w-full max-sm:px-2"
      arrowClassName="max-sm:hidden"
    />
  );
}

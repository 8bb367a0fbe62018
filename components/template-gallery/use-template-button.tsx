"use client";

import { useLocale, useTranslations } from "next-intl";
import { StartResumeButton } from "@/components/resumes/start-resume-button";
import { createResumeRequest } from "@/components/resumes/resume-mutations";
import { useRouter } from "@/core/i18n/navigation";
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
        const title = t("newResumeTitle", { template: name });
        const resume = await createResumeRequest({ title, slug: "", language: locale });
        router.push(`/builder/${resume.id}?template=${template}`);
      }}
      className="w-full max-sm:px-2"
      arrowClassName="max-sm:hidden"
    />
  );
}

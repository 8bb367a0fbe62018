import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { GuestClaimPrompt } from "@/components/guest/guest-claim-prompt";
import {
  exampleRecordLanguage,
  exampleResumeData,
  exampleResumeTitle,
  findExampleResume,
} from "@/components/examples/example-resumes";
import { GuestStart } from "@/components/guest/guest-start";
import { getCurrentUser } from "@/lib/auth/session";
import { currentGuestSession } from "@/lib/guest/current-guest-session";
import { getGuestResume } from "@/lib/guest/get-guest-resume";
import { redirect } from "@/core/i18n/navigation";
import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";

export const metadata: Metadata = { robots: { index: false } };

type Props = {
  searchParams: Promise<{ template?: string | string[]; claim?: string | string[]; example?: string | string[] }>;
};

/**
 * /builder/try (and ?template=, ?example= with the slug of an example resume): a visitor starts or resumes the guest builder. A signed-in user is
 * never a guest: with a guest resume still in this browser they are offered to add it to the
 * account (at once when they come back from a social sign-up of the guest dialog, ?claim=1).
 */
export default async function TryBuilderPage({ searchParams }: Props) {
  const { template, claim, example: exampleSlug } = await searchParams;
  const requestedTemplate =
    typeof template === "string" && (resumeTemplateNames as readonly string[]).includes(template)
      ? (template as ResumeTemplateName)
      : undefined;
  if (await getCurrentUser()) {
    const guestSession = await currentGuestSession();
    const guestResume = guestSession ? getGuestResume(guestSession) : null;
    if (!guestResume) return redirect({ href: "/dashboard/resumes", locale: await getLocale() });
    return <GuestClaimPrompt title={guestResume.title} isAutomatic={claim === "1"} />;
  }
  // Only the known examples: any other value starts as if none was asked for.
  const example = findExampleResume(exampleSlug);
  const exampleData = example ? exampleResumeData(example) : undefined;
  return (
    <GuestStart
      template={requestedTemplate}
      example={
        example && exampleData
          ? {
              title: exampleResumeTitle(example, exampleData),
              language: exampleRecordLanguage(example),
              data: exampleData,
            }
          : undefined
      }
    />
  );
}

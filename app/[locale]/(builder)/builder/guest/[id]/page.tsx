import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { signInMethods } from "@/app/[locale]/(auth)/auth/_lib/auth-page";
import { SocialButtons } from "@/components/auth/social-buttons";
import { GuestBuilder } from "@/components/guest/guest-builder";
import { getCurrentUser } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { currentGuestSession } from "@/lib/guest/current-guest-session";
import { getGuestResume } from "@/lib/guest/get-guest-resume";
import { redirect } from "@/core/i18n/navigation";
import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";

export const metadata: Metadata = { robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ template?: string | string[] }> };

/** /builder/guest/{id}: the guest builder on the resume of this browser's guest session. */
export default async function GuestBuilderPage({ params, searchParams }: Props) {
  const [{ id }, { template }, locale] = await Promise.all([params, searchParams, getLocale()]);
  // Signed in, or no such resume in this browser's session (another guest's id, an ended session):
  // /builder/try sorts it out (offers the hand-over, or starts a guest session).
  if (await getCurrentUser()) return redirect({ href: "/builder/try", locale });
  const session = await currentGuestSession();
  const resume = session ? getGuestResume(session) : null;
  if (!resume || resume.id !== id) return redirect({ href: "/builder/try", locale });
  const requestedTemplate =
    typeof template === "string" && (resumeTemplateNames as readonly string[]).includes(template)
      ? (template as ResumeTemplateName)
      : undefined;
  const { social } = await signInMethods();
  return (
    <GuestBuilder
      resume={resume}
      requestedTemplate={requestedTemplate}
      guestTokenAllowance={config.GUEST_TOKEN_ALLOWANCE}
      socialButtons={<SocialButtons providers={social} redirectTo="/builder/try?claim=1" />}
    />
  );
}

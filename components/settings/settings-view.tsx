import type { ReactNode } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import type { CurrentUser } from "@/lib/auth/current-user";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { PasswordForm } from "./password-form";
import { PreferencesForm } from "./preferences-form";
import { ProfileForm } from "./profile-form";
import { TwoFactorSection } from "./two-factor-section";

/** /dashboard/settings: profile, email, preferences, password, two-factor, and deleting the account. */
export function SettingsView({
  user,
  title,
  description,
  billing,
}: {
  user: CurrentUser;
  title: string;
  description: string;
  billing?: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={title} description={description} />
      <ProfileForm user={user} />
      <EmailSection user={user} />
      {billing}
      <PreferencesForm />
      <PasswordForm user={user} />
      <TwoFactorSection user={user} />
      <DeleteAccountSection user={user} />
    </div>
  );
}

import type { ReactNode } from "react";
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
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
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

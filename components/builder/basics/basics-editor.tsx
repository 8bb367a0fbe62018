"use client";

import { UserRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { basicsSchema } from "@/core/resume/schema";
import { BasicsField } from "./basics-field";
import { MoreDetails } from "./more-details";
import { useAccount, type BasicsAccount } from "./use-account";
import { PictureField } from "./picture-field";
import { useBasics, useIsResumeLocked, useUpdateBasics } from "./use-basics";

export type BasicsEditorProps = {
  /**
   * The signed-in account: its email is the resume's, shown read-only; null for a guest, who types
   * their own. Left out, the editor asks the session (GET /api/user/me) once.
   */
  account?: BasicsAccount | null;
  /** Picture upload needs an account (stored under it); without it, a picture is given by address. */
  canUpload?: boolean;
};

const isEmail = (value: string) => basicsSchema.shape.email.safeParse(value.trim()).success;
const isWebsite = (value: string) => basicsSchema.shape.url.safeParse({ href: value.trim() }).success;

/** The basics section of the content panel: picture, name, headline, contact details, more. */
export function BasicsEditor({ account: givenAccount, canUpload: givenCanUpload }: BasicsEditorProps) {
  const t = useTranslations("builderBasics");
  const account = useAccount(givenAccount);
  const canUpload = givenCanUpload ?? account !== null;
  const basics = useBasics((value) => value);
  const updateBasics = useUpdateBasics();
  const isLocked = useIsResumeLocked();
  const set = (field: "name" | "headline" | "phone" | "location" | "email", value: string) =>
    updateBasics((draft) => void (draft[field] = value));
  // A plain text detail: its label, example, stored value and save, read-only while the resume is locked.
  const fieldProps = (field: "name" | "headline" | "phone" | "location") => ({
    label: t(`fields.${field}`),
    placeholder: t(`fields.${field}Placeholder`),
    value: basics[field],
    onValueChange: (value: string) => set(field, value),
    readOnly: isLocked,
  });

  // A signed-in user's resume carries the account's email (spec §2): bring an older copy in line.
  const accountEmail = account?.email;
  useEffect(() => {
    if (accountEmail && basics.email !== accountEmail) updateBasics((draft) => void (draft.email = accountEmail));
  }, [accountEmail, basics.email, updateBasics]);

  return (
    <section data-section="basics" aria-labelledby="basics-title" className="@container/basics grid gap-5">
      <header className="flex items-center gap-2">
        <UserRoundIcon className="size-4 text-muted-foreground" aria-hidden />
        <h2 id="basics-title" className="text-base font-semibold">
          {t("title")}
        </h2>
      </header>

      <PictureField canUpload={canUpload} disabled={isLocked} />

      <div className="grid gap-4 @md/basics:grid-cols-2">
        <BasicsField {...fieldProps("name")} autoComplete="name" />
        <BasicsField {...fieldProps("headline")} autoComplete="organization-title" />
        {account !== null ? (
          <BasicsField
            label={t("fields.email")}
            value={account?.email ?? basics.email}
            onValueChange={() => undefined}
            readOnly
            aria-readonly
            hint={t("fields.emailAccount")}
            type="email"
            dir="ltr"
            className="@md/basics:col-span-2 [&_input]:bg-muted/60 [&_input]:text-muted-foreground"
          />
        ) : (
          <BasicsField
            label={t("fields.email")}
            placeholder={t("fields.emailPlaceholder")}
            value={basics.email}
            onValueChange={(value) => set("email", value.trim())}
            isValid={isEmail}
            invalidMessage={t("fields.emailInvalid")}
            readOnly={isLocked}
            type="email"
            autoComplete="email"
            dir="ltr"
            className="@md/basics:col-span-2"
          />
        )}
        <BasicsField
          label={t("fields.website")}
          placeholder={t("fields.websitePlaceholder")}
          value={basics.url.href}
          onValueChange={(value) => updateBasics((draft) => void (draft.url.href = value.trim()))}
          isValid={isWebsite}
          invalidMessage={t("fields.urlInvalid")}
          readOnly={isLocked}
          type="url"
          inputMode="url"
          autoComplete="url"
          dir="ltr"
        />
        <BasicsField
          label={t("fields.websiteLabel")}
          placeholder={t("fields.websiteLabelPlaceholder")}
          value={basics.url.label}
          onValueChange={(value) => updateBasics((draft) => void (draft.url.label = value))}
          readOnly={isLocked}
        />
        <BasicsField
          {...fieldProps("phone")}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          className="[&_input]:text-start"
        />
        <BasicsField {...fieldProps("location")} autoComplete="address-level2" />
      </div>

      <MoreDetails disabled={isLocked} />
    </section>
  );
}

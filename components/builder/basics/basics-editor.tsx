"use client";

import { UserRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { basicsSchema } from "@/core/resume/schema";
import { BasicsField } from "./basics-field";
import { MoreDetails } from "./more-details";
import { useAccount, type BasicsAccount } from "./use-account";
import { PictureField } from "./picture-field";
import { useBasics, useUpdateBasics } from "./use-basics";
import { useIsLocked } from "@/client/builder/store";

export type BasicsEditorProps = {
  /**
   * The signed-in account: its email is the resume's, shown read-only; null for a guest, who types
   * their own. Left out, the editor asks the session (GET /api/user/me) once.
   */
  account?: BasicsAccount | null;
  /** Picture upload needs an account (stored under it); without it, a picture is given by address. */
  canUpload?: boolean;
};

// An address is saved only once the schema accepts it.
const isValidAddress = {
  email: (value: string) => basicsSchema.shape.email.safeParse(value.trim()).success,
  url: (value: string) => basicsSchema.shape.url.safeParse({ href: value.trim() }).success,
};

/** The basics section of the content panel: picture, name, headline, contact details, more. */
export function BasicsEditor({ account: givenAccount, canUpload: givenCanUpload }: BasicsEditorProps) {
  const t = useTranslations("builderBasics");
  const account = useAccount(givenAccount);
  const canUpload = givenCanUpload ?? account !== null;
  const basics = useBasics((value) => value);
  const updateBasics = useUpdateBasics();
  const isLocked = useIsLocked();
  const set = (field: "name" | "headline" | "phone" | "location" | "email", value: string) =>
    updateBasics((draft) => void (draft[field] = value));
  const setWebsite = (part: "href" | "label", value: string) => updateBasics((draft) => void (draft.url[part] = value));
  // A detail's label, example, stored value and save, read-only while the resume is locked.
  const detailProps = (
    field: "name" | "headline" | "phone" | "location" | "email" | "website" | "websiteLabel",
    value: string,
    save: (value: string) => void,
  ) => ({
    label: t(`fields.${field}`),
    placeholder: t(`fields.${field}Placeholder`),
    value,
    onValueChange: save,
    readOnly: isLocked,
  });
  const fieldProps = (field: "name" | "headline" | "phone" | "location") =>
    detailProps(field, basics[field], (value) => set(field, value));
  // An address is saved trimmed and only once valid, and reads left to right in every language.
  const addressProps = (field: "email" | "website", value: string, save: (value: string) => void) => {
    const kind = field === "email" ? "email" : "url";
    return {
      ...detailProps(field, value, (typed) => save(typed.trim())),
      isValid: isValidAddress[kind],
      invalidMessage: t(`fields.${kind}Invalid`),
      type: kind,
      autoComplete: kind,
      dir: "ltr" as const,
    };
  };

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
            {...addressProps("email", basics.email, (value) => set("email", value))}
            className="@md/basics:col-span-2"
          />
        )}
        <BasicsField
          {...addressProps("website", basics.url.href, (value) => setWebsite("href", value))}
          inputMode="url"
        />
        <BasicsField {...detailProps("websiteLabel", basics.url.label, (value) => setWebsite("label", value))} />
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

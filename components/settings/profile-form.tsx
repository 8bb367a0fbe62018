"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { nameSchema, pictureSchema } from "@/core/auth/field-schemas";
import { useApiForm } from "@/components/auth/use-api-form";
import { NameField, UsernameField } from "@/components/auth/account-fields";
import { UserAvatar } from "@/components/account/user-avatar";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import type { CurrentUser } from "@/lib/auth/current-user";
import { usernameSchema } from "@/core/auth/username";
import { apiRequest } from "@/client/http/api-client";
import { useRouter } from "@/core/i18n/navigation";
import { SettingsPictureUpload } from "./picture-upload";
import { SettingsSection } from "./settings-section";

// The server's rule; empty clears the picture.
const pictureField = z
  .string()
  .trim()
  .refine((picture) => picture === "" || pictureSchema.safeParse(picture).success, "pictureInvalid");

const profileSchema = z.object({ name: nameSchema, username: usernameSchema, picture: pictureField });
type ProfileValues = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;

/** Name, username and picture: uploaded (saved at once) or by address. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations("settings.profile");
  const router = useRouter();
  const { form, onSubmit, isSubmitting, translate, fieldProps } = useApiForm<ProfileValues, ProfileOutput>({
    schema: profileSchema,
    values: { name: user.name, username: user.username, picture: user.picture ?? "" },
    resetOptions: { keepDirtyValues: true },
    async submit({ picture, ...values }) {
      await apiRequest("/user/me", { method: "PATCH", json: { ...values, picture: picture === "" ? null : picture } });
      toast.success(t("saved"));
      router.refresh();
    },
    serverErrorFields: ["name", "username", "picture"],
  });
  const { isDirty } = form.formState;
  const [picture, name] = useWatch({ control: form.control, name: ["picture", "name"] });

  return (
    <SettingsSection id="profile" title={t("title")} description={t("description")}>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <NameField {...fieldProps} name="name" />
            <UsernameField {...fieldProps} name="username" />
          </div>
          <SettingsPictureUpload user={user} />
          <FormField
            {...fieldProps}
            name="picture"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("picture")}</FormLabel>
                <div className="flex items-center gap-3">
                  <UserAvatar
                    name={name || user.name}
                    picture={pictureField.safeParse(picture).success && picture ? picture : null}
                    className="size-10"
                  />
                  <FormControl>
                    <Input {...field} type="url" inputMode="url" placeholder="https://" dir="ltr" />
                  </FormControl>
                </div>
                <FormDescription>{t("pictureHint")}</FormDescription>
                <FormMessage translateMessage={translate} />
              </FormItem>
            )}
          />
          <div className="flex justify-end">
            <SubmitButton isPending={isSubmitting} disabled={!isDirty}>
              {t("save")}
            </SubmitButton>
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { PictureUploadControl } from "@/components/upload/picture-upload-control";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiRequest } from "@/client/http/api-client";
import { useRouter } from "@/core/i18n/navigation";

/** Settings: upload a profile picture and save its address on the account at once. */
export function SettingsPictureUpload({ user }: { user: Pick<CurrentUser, "picture"> }) {
  const t = useTranslations("builderBasics.upload");
  const errorMessage = useErrorMessage();
  const router = useRouter();

  const onUploaded = useCallback(
    async (url: string) => {
      try {
        await apiRequest("/user/me", { method: "PATCH", json: { picture: url } });
        toast.success(t("saved"));
        router.refresh();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [errorMessage, router, t],
  );

  return (
    <PictureUploadControl
      value={user.picture ?? ""}
      onUploaded={(url) => void onUploaded(url)}
      inputLabel={t("settingsLabel")}
    >
      <p className="text-xs text-muted-foreground">{t("hint")}</p>
    </PictureUploadControl>
  );
}

"use client";

import { EyeOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { PicturePreview } from "@/components/upload/picture-preview";
import { PictureUploadControl } from "@/components/upload/picture-upload-control";
import { pictureSchema } from "@/core/resume/schema";
import { isRemoteImageAddress, safeImageSource } from "@/core/uploads/image-source";
import { BasicsField } from "./basics-field";
import { PictureSettings } from "./picture-settings";
import { useBasics, useUpdateBasics } from "./use-basics";

const isPictureUrl = (value: string) => pictureSchema.safeParse({ url: value.trim() }).success;

/** The picture: upload (signed-in users) or an address, with its settings popover. */
export function PictureField({ canUpload, disabled }: { canUpload: boolean; disabled?: boolean }) {
  const t = useTranslations("builderBasics.picture");
  const url = useBasics((basics) => basics.picture.url);
  const isHidden = useBasics((basics) => basics.picture.effects.hidden);
  const updateBasics = useUpdateBasics();
  const setUrl = (value: string) => updateBasics((basics) => void (basics.picture.url = value.trim()));
  // Another site's address is shown nowhere until the server has copied it (on save): no request leaves for it.
  const shownUrl = safeImageSource(url);

  const urlField = (
    <BasicsField
      label={t("url")}
      value={url}
      onValueChange={setUrl}
      isValid={isPictureUrl}
      invalidMessage={t("urlInvalid")}
      // Each save of another site's address is a fetch by the server: not one per keystroke.
      commitOnBlur={isRemoteImageAddress}
      hint={t("remoteHint")}
      placeholder={t("urlPlaceholder")}
      type="url"
      inputMode="url"
      dir="ltr"
      autoComplete="photo"
      readOnly={disabled}
    />
  );
  const settings = <PictureSettings disabled={disabled} />;

  return (
    <div className="grid gap-1.5" data-testid="basics-picture">
      {canUpload ? (
        <PictureUploadControl
          value={shownUrl ?? ""}
          onUploaded={setUrl}
          actions={settings}
          compact
          disabled={disabled}
          className="[&_[data-slot=input]]:h-9"
        >
          {urlField}
        </PictureUploadControl>
      ) : (
        <div className="flex items-end gap-3">
          <PicturePreview url={shownUrl} label={shownUrl ? t("label") : t("none")} />
          <div className="min-w-0 flex-1">{urlField}</div>
          {settings}
        </div>
      )}
      {isHidden && url && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <EyeOffIcon className="size-3.5" aria-hidden />
          {t("hiddenNotice")}
        </p>
      )}
    </div>
  );
}

"use client";

import { CopyIcon, GlobeIcon, LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { ApiError } from "@/client/http/api-client";
import { copyWithToast } from "@/client/utils/copy-with-toast";
import { useRouter } from "@/core/i18n/navigation";
import { DesignCard } from "./design-card";
import { SwitchField } from "./switch-field";
import { useUsername } from "./use-username";

const noSubscription = () => () => undefined;

function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === "Forbidden" && error.body?.details?.reason === "plan";
}

/** Visibility (saved at once, refused by the server for plans without sharing), the public link and its options. */
export function SharingSection({ username: knownUsername }: { username?: string }) {
  const t = useTranslations("builderDesign.sharing");
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const visibility = useBuilderStore((state) => state.meta?.visibility ?? "PRIVATE");
  const slug = useBuilderStore((state) => state.meta?.slug ?? "");
  const saveFields = useBuilderStore((state) => state.saveFields);
  const setMeta = useBuilderStore((state) => state.setMeta);
  const update = useBuilderStore((state) => state.update);
  const discourageCopying = useResumeData((data) => data.metadata.sharing.discourageCopying);
  const username = useUsername(knownUsername);
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const [isSaving, setIsSaving] = useState(false);
  const isPublic = visibility === "PUBLIC";
  const link = username && origin ? `${origin}/${username}/${slug}` : "";

  async function onVisibilityChange(checked: boolean) {
    const next = checked ? "PUBLIC" : "PRIVATE";
    setIsSaving(true);
    try {
      await saveFields({ visibility: next });
      setMeta({ visibility: next });
      toast.success(checked ? t("madePublic") : t("madePrivate"));
    } catch (error) {
      if (isPlanRefusal(error)) {
        toast.info(t("upgrade"));
        router.push("/pricing");
      } else {
        toast.error(errorMessage(error));
      }
    } finally {
      setIsSaving(false);
    }
  }

  async function onCopy() {
    await copyWithToast(link, { copied: t("copied"), failed: t("copyFailed") });
  }

  return (
    <DesignCard id="design-sharing" title={t("title")} description={t("description")}>
      <div className="space-y-4">
        <div className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            {isPublic ? <GlobeIcon className="size-4" aria-hidden /> : <LockIcon className="size-4" aria-hidden />}
          </span>
          <div className="flex-1">
            <SwitchField
              label={t("public")}
              checked={isPublic}
              disabled={isSaving}
              onCheckedChange={(checked) => void onVisibilityChange(checked)}
            />
          </div>
        </div>
        {isPublic && link ? (
          <div className="space-y-2">
            <Label htmlFor="design-public-link">{t("link")}</Label>
            <div className="flex gap-2">
              <Input
                id="design-public-link"
                readOnly
                dir="ltr"
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button type="button" variant="outline" onClick={() => void onCopy()}>
                <CopyIcon aria-hidden />
                {t("copy")}
              </Button>
            </div>
          </div>
        ) : null}
        <SwitchField
          label={t("discourageCopying")}
          hint={t("discourageCopyingHint")}
          checked={discourageCopying}
          onCheckedChange={(checked) =>
            update((draft) => {
              draft.metadata.sharing.discourageCopying = checked;
            })
          }
        />
      </div>
    </DesignCard>
  );
}

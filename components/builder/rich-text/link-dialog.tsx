"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogShell } from "@/components/common/dialog-shell";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type LinkDialogProps = {
  open: boolean;
  initialHref: string;
  /** The trimmed address; empty means "remove the link". */
  onApply: (href: string) => void;
  /** Closing without applying changes nothing. */
  onCancel: () => void;
};

/** The link prompt of the rich text editor; its form starts from the link's address each time it opens. */
export function LinkDialog({ open, initialHref, onApply, onCancel }: LinkDialogProps) {
  const t = useTranslations("builderContent.editor");
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t("linkTitle")}
      description={t("linkHint")}
      contentProps={{ className: "sm:max-w-md" }}
    >
      {open ? <LinkForm initialHref={initialHref} onApply={onApply} onCancel={onCancel} /> : null}
    </DialogShell>
  );
}

function LinkForm({ initialHref, onApply, onCancel }: Omit<LinkDialogProps, "open">) {
  const t = useTranslations("builderContent.editor");
  const [href, setHref] = useState(initialHref);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onApply(href.trim());
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="rich-text-link-href">{t("linkLabel")}</Label>
        <Input
          id="rich-text-link-href"
          type="text"
          dir="ltr"
          inputMode="url"
          autoFocus
          placeholder="https://"
          value={href}
          onChange={(event) => setHref(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("linkCancel")}
        </Button>
        <Button type="submit">{t("linkApply")}</Button>
      </DialogFooter>
    </form>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmAlert } from "@/components/ui/confirm-alert";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useIsMobile } from "./use-is-mobile";

type RenameDialogProps = {
  open: boolean;
  name: string;
  defaultName: string;
  onRename: (name: string) => void;
  onClose: () => void;
};

/** Rename a section, with a button that puts the default name back. */
export function RenameSectionDialog({ open, name, defaultName, onRename, onClose }: RenameDialogProps) {
  const t = useTranslations("builderContent");
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t("close")} className="sm:max-w-md">
        {open ? <RenameForm name={name} defaultName={defaultName} onRename={onRename} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ name: initialName, defaultName, onRename, onClose }: Omit<RenameDialogProps, "open">) {
  const t = useTranslations("builderContent.rename");
  const [name, setName] = useState(initialName);
  const isBlank = name.trim() === "";
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isBlank) return;
        onRename(name.trim());
        onClose();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="section-rename-input">{t("label")}</Label>
        <Input
          id="section-rename-input"
          autoFocus
          value={name}
          aria-invalid={isBlank}
          aria-describedby={isBlank ? "section-rename-error" : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {isBlank ? (
          <p id="section-rename-error" role="alert" className="text-xs font-medium text-destructive">
            {t("required")}
          </p>
        ) : null}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          disabled={name === defaultName}
          onClick={() => setName(defaultName)}
        >
          {t("resetName", { name: defaultName })}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isBlank}>
          {t("save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ConfirmProps = Omit<ComponentProps<typeof ConfirmAlert>, "onOpenChange"> & { onClose: () => void };

/**
 * A confirmation: an alert dialog on wide screens, a bottom sheet with stacked full-width buttons
 * on phones (spec §2: the remove-section confirmation has its own mobile layout).
 */
export function ConfirmDialog({ onClose, ...question }: ConfirmProps) {
  const { open, title, text, confirmLabel, cancelLabel, isDestructive, onConfirm } = question;
  const t = useTranslations("builderContent");
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
        <SheetContent
          side="bottom"
          closeLabel={t("close")}
          className="gap-3 px-4 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]"
          role="alertdialog"
        >
          <SheetTitle className="pe-8 text-base">{title}</SheetTitle>
          <SheetDescription>{text}</SheetDescription>
          <div className="grid gap-2 pt-2">
            <Button
              type="button"
              size="lg"
              variant={isDestructive ? "destructive" : "default"}
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {confirmLabel}
            </Button>
            <Button type="button" size="lg" variant="outline" onClick={onClose}>
              {cancelLabel}
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  return <ConfirmAlert {...question} onOpenChange={(next) => (next ? undefined : onClose())} />;
}

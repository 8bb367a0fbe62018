"use client";

import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import {
  Check,
  Columns3,
  Eraser,
  Eye,
  EyeOff,
  Link2,
  MoreHorizontal,
  Pencil,
  Plus,
  RotateCcw,
  Trash2,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import {
  clearSectionItems,
  isCustomSectionKey,
  removeSection,
  renameSection,
  resetSection,
  setSectionColumns,
  setSectionVisibility,
  setSeparateLinks,
  type SectionKey,
} from "@/client/builder/section-operations";
import { OptionsMenuTrigger } from "./options-menu-trigger";
import { ConfirmDialog, RenameSectionDialog } from "./section-dialogs";
import { useApplyEdit } from "./use-section-edit";

type SectionOptionsMenuProps = {
  sectionKey: SectionKey;
  name: string;
  defaultName: string;
  visible: boolean;
  columns: number;
  separateLinks: boolean;
  /** Sections with items offer add item, columns, links and clear; summary and signature fewer. */
  hasItems: boolean;
  itemCount: number;
  disabled?: boolean;
  onAddItem?: () => void;
};

type OpenDialog = "rename" | "remove" | "clear" | null;

/** The options menu of a section header (spec §2). */
export function SectionOptionsMenu(props: SectionOptionsMenuProps) {
  const { sectionKey, name, defaultName, visible, columns, separateLinks, hasItems, itemCount, disabled, onAddItem } =
    props;
  const t = useTranslations("builderContent");
  const apply = useApplyEdit();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const isCustom = isCustomSectionKey(sectionKey);

  return (
    <>
      <DropdownMenu>
        <OptionsMenuTrigger label={t("header.options", { section: name })} icon={MoreHorizontal} disabled={disabled} />
        <DropdownMenuContent align="end" className="w-60">
          {hasItems && onAddItem ? (
            <DropdownMenuItem onSelect={onAddItem}>
              <Plus aria-hidden />
              {t("menu.addItem")}
            </DropdownMenuItem>
          ) : null}
          {hasItems ? (
            <DropdownMenuPrimitive.CheckboxItem
              checked={separateLinks}
              onCheckedChange={(checked) => apply((data) => setSeparateLinks(data, sectionKey, checked === true))}
              className="relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4"
            >
              <Link2 aria-hidden />
              <span className="flex-1">{t("menu.separateLinks")}</span>
              <DropdownMenuPrimitive.ItemIndicator>
                <Check aria-hidden />
              </DropdownMenuPrimitive.ItemIndicator>
            </DropdownMenuPrimitive.CheckboxItem>
          ) : null}
          <DropdownMenuItem onSelect={() => apply((data) => setSectionVisibility(data, sectionKey, !visible))}>
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {visible ? t("menu.hide") : t("menu.show")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("rename")}>
            <Pencil aria-hidden />
            {t("menu.rename")}
          </DropdownMenuItem>
          {hasItems ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="flex items-center gap-2">
                <Columns3 className="size-3.5" aria-hidden />
                {t("menu.columns")}
              </DropdownMenuLabel>
              <DropdownMenuRadioGroup
                value={String(columns)}
                onValueChange={(value) => apply((data) => setSectionColumns(data, sectionKey, Number(value)))}
              >
                {[1, 2, 3, 4, 5].map((count) => (
                  <DropdownMenuRadioItem key={count} value={String(count)}>
                    {t("menu.columnCount", { count })}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem disabled={itemCount === 0} onSelect={() => setDialog("clear")}>
                <Eraser aria-hidden />
                {t("menu.clear")}
              </DropdownMenuItem>
            </>
          ) : (
            <DropdownMenuSeparator />
          )}
          {!isCustom ? (
            <DropdownMenuItem onSelect={() => apply((data) => resetSection(data, sectionKey))}>
              <RotateCcw aria-hidden />
              {t("menu.reset")}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setDialog("remove")} className="text-destructive focus:text-destructive">
            <Trash2 aria-hidden />
            {t("menu.remove")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <RenameSectionDialog
        open={dialog === "rename"}
        name={name}
        defaultName={defaultName}
        onRename={(next) => apply((data) => renameSection(data, sectionKey, next))}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === "remove"}
        title={isCustom ? t("remove.customTitle", { section: name }) : t("remove.builtInTitle", { section: name })}
        text={isCustom ? t("remove.customText") : t("remove.builtInText")}
        confirmLabel={isCustom ? t("remove.customConfirm") : t("remove.builtInConfirm")}
        cancelLabel={t("remove.cancel")}
        isDestructive={isCustom}
        onConfirm={() => apply((data) => removeSection(data, sectionKey))}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === "clear"}
        title={t("clear.title", { section: name })}
        text={t("clear.text")}
        confirmLabel={t("clear.confirm")}
        cancelLabel={t("clear.cancel")}
        isDestructive
        onConfirm={() => apply((data) => clearSectionItems(data, sectionKey))}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

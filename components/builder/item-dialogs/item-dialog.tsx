"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { DialogShell } from "@/components/common/dialog-shell";
import { Button } from "@/components/ui/button";
import { ConfirmAlert } from "@/components/ui/confirm-alert";
import { Form } from "@/components/ui/form";
import {
  addItem,
  deleteItem,
  findSection,
  sectionItems,
  updateItem,
  type SectionItemLike,
} from "@/client/builder/section-operations";
import { useBuilderStore } from "@/client/builder/store";
import { sectionItemSchemas } from "@/core/resume/schema";
import { useApplyEdit } from "@/components/builder/sections/use-section-edit";
import { summarizeItem } from "@/components/builder/sections/item-summary";
import { useItemDialog, type ItemDialogFocus, type ItemDialogRequest } from "./item-dialog-store";
import { ItemFormFields } from "./item-form-fields";
import { itemFields } from "./item-fields";
import { mergeKeywords } from "./keywords";

/** The one item dialog of the content panel; what it edits comes from useItemDialog. */
export function ItemDialog() {
  const request = useItemDialog((state) => state.request);
  const close = useItemDialog((state) => state.close);
  if (!request) return null;
  if (request.mode === "delete") return <DeleteItemDialog request={request} onClose={close} />;
  // A new key per opened item resets the form to its defaults (spec §2: opening resets the form).
  return <EditItemDialog key={`${request.mode}:${request.item.id}`} request={request} onClose={close} />;
}

function useSectionName(request: ItemDialogRequest): string {
  return useBuilderStore((state) => (state.data ? (findSection(state.data, request.sectionKey)?.name ?? "") : ""));
}

type CloseDialog = (focus?: ItemDialogFocus) => void;

/** The item next to a deleted one (after it, else before it): where the focus goes after deleting. */
function neighbourOf(request: ItemDialogRequest): string | undefined {
  const data = useBuilderStore.getState().data;
  const items = data ? sectionItems(data, request.sectionKey) : [];
  const index = items.findIndex((item) => item.id === request.item.id);
  return (items[index + 1] ?? items[index - 1])?.id;
}

function DeleteItemDialog({ request, onClose }: { request: ItemDialogRequest; onClose: CloseDialog }) {
  const t = useTranslations("builderContent");
  const apply = useApplyEdit();
  const sectionName = useSectionName(request);
  const title = summarizeItem(request.kind, request.item).title || t("items.untitled");
  return (
    <ConfirmAlert
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("dialog.deleteTitle")}
      text={t("dialog.deleteText", { item: title, section: sectionName })}
      cancelLabel={t("dialog.cancel")}
      confirmLabel={t("dialog.delete")}
      isDestructive
      onConfirm={() => {
        const neighbour = neighbourOf(request);
        apply((data) => deleteItem(data, request.sectionKey, request.item.id));
        onClose({ itemId: neighbour, sectionKey: request.sectionKey });
      }}
    />
  );
}

type FormValues = Record<string, unknown>;

function EditItemDialog({ request, onClose }: { request: ItemDialogRequest; onClose: CloseDialog }) {
  const t = useTranslations("builderContent");
  const apply = useApplyEdit();
  const sectionName = useSectionName(request);
  const schema = sectionItemSchemas[request.kind];
  const form = useForm<FormValues>({
    defaultValues: structuredClone(request.item),
    resolver: zodResolver(schema as never) as unknown as Resolver<FormValues>,
  });
  // A keyword typed but not added yet is added on save (spec §2).
  const [keywordDraft, setKeywordDraft] = useState("");
  const hasKeywords = itemFields[request.kind].some((field) => field.type === "keywords");

  const onValid = (values: FormValues) => {
    const item = values as SectionItemLike;
    if (request.mode === "update") apply((data) => updateItem(data, request.sectionKey, item));
    else apply((data) => addItem(data, request.sectionKey, item, request.sourceId));
    // A new item (or copy) takes the focus; an edited one gives it back to what opened the dialog.
    onClose(request.mode === "update" ? undefined : { itemId: item.id });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasKeywords && keywordDraft.trim() !== "") {
      const current = (form.getValues("keywords") as string[] | undefined) ?? [];
      form.setValue("keywords", mergeKeywords(current, keywordDraft));
      setKeywordDraft("");
    }
    void form.handleSubmit(onValid)(event);
  };

  const titles = {
    create: t("dialog.createTitle", { section: sectionName }),
    update: t("dialog.updateTitle", { section: sectionName }),
    duplicate: t("dialog.duplicateTitle", { section: sectionName }),
  } as const;
  const submitLabels = {
    create: t("dialog.create"),
    update: t("dialog.save"),
    duplicate: t("dialog.duplicate"),
  } as const;
  const mode = request.mode as keyof typeof titles;

  return (
    <Form {...form}>
      <DialogShell
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={titles[mode]}
        description={sectionName}
        descriptionProps={{ className: "sr-only" }}
        formProps={{ noValidate: true, onSubmit, className: "grid gap-5" }}
        contentProps={{ closeLabel: t("close"), className: "sm:max-w-2xl", "data-item-dialog": request.kind }}
        // Stays in sight while a long form scrolls (phones).
        footerClassName="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4 dark:bg-card"
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => onClose()}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit">{submitLabels[mode]}</Button>
          </>
        }
      >
        <ItemFormFields
          kind={request.kind}
          control={form.control}
          keywordDraft={keywordDraft}
          onKeywordDraftChange={setKeywordDraft}
        />
      </DialogShell>
    </Form>
  );
}

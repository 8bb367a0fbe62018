"use client";

import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { RichTextEditor } from "@/components/builder/rich-text/rich-text-editor";
import type { ItemSectionKind } from "@/components/builder/sections/item-summary";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Slider } from "@/components/ui/slider";
import { TextField } from "@/components/ui/text-field";
import { HobbyIconGrid } from "./hobby-icon-grid";
import { itemFields, type ItemField } from "./item-fields";
import { KeywordInput } from "./keyword-input";

type FormValues = Record<string, unknown>;

type ItemFormFieldsProps = {
  kind: ItemSectionKind;
  control: Control<FormValues>;
  keywordDraft: string;
  onKeywordDraftChange: (draft: string) => void;
};

const requiredMessage = "Required";

/** The schema's messages (English, for the API) mapped to the builder's translated ones. */
function useTranslateMessage() {
  const t = useTranslations("builderContent.dialog");
  return (message: string) => {
    if (message === requiredMessage || message.startsWith("Invalid input: expected string")) return t("required");
    if (message.startsWith("Enter a full address")) return t("invalidUrl");
    return t("invalid");
  };
}

/** The fields of one section's item dialog, laid out in two columns on wide screens. */
export function ItemFormFields({ kind, control, keywordDraft, onKeywordDraftChange }: ItemFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {itemFields[kind].map((field, index) => (
        <Field
          key={`${field.type}-${index}`}
          field={field}
          control={control}
          keywordDraft={keywordDraft}
          onKeywordDraftChange={onKeywordDraftChange}
        />
      ))}
    </div>
  );
}

function Field({
  field,
  control,
  keywordDraft,
  onKeywordDraftChange,
}: { field: ItemField } & Omit<ItemFormFieldsProps, "kind">) {
  const t = useTranslations("builderContent.fields");
  const translateMessage = useTranslateMessage();

  switch (field.type) {
    case "text":
      return (
        <TextField
          control={control}
          name={field.name}
          label={t(field.label)}
          markRequired={field.required}
          translateMessage={translateMessage}
          renderControl={(input) => (
            <Input
              {...input}
              value={String(input.value ?? "")}
              required={field.required}
              aria-required={field.required}
              placeholder={field.placeholder ? t(field.placeholder) : undefined}
              data-field={field.name}
            />
          )}
        />
      );
    case "url":
      return (
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <TextField
            control={control}
            name="url.href"
            label={t("url")}
            translateMessage={translateMessage}
            renderControl={(input) => (
              <Input
                {...input}
                value={String(input.value ?? "")}
                type="url"
                inputMode="url"
                dir="ltr"
                placeholder="https://"
                data-field="url.href"
              />
            )}
          />
          <TextField
            control={control}
            name="url.label"
            label={t("urlLabel")}
            translateMessage={translateMessage}
            renderControl={(input) => (
              <Input
                {...input}
                value={String(input.value ?? "")}
                placeholder={t("urlLabelPlaceholder")}
                data-field="url.label"
              />
            )}
          />
        </div>
      );
    case "summary":
      return (
        <TextField
          control={control}
          name="summary"
          label={t("summary")}
          itemClassName="sm:col-span-2"
          translateMessage={translateMessage}
          renderControl={(input) => (
            <RichTextEditor label={t("summary")} value={String(input.value ?? "")} onChange={input.onChange} />
          )}
        />
      );
    case "level":
      return (
        <FormField
          control={control}
          name="level"
          render={({ field: input }) => {
            const level = Number(input.value ?? 0);
            return (
              <FormItem className="sm:col-span-2">
                <div className="flex items-center justify-between gap-2">
                  <FormLabel>{t("level")}</FormLabel>
                  <span className="text-sm text-muted-foreground tabular-nums" data-level-value={level}>
                    {level === 0 ? t("levelNotRated") : t("levelValue", { level })}
                  </span>
                </div>
                <FormControl>
                  <Slider
                    min={0}
                    max={5}
                    step={1}
                    value={[level]}
                    onValueChange={([next]) => input.onChange(next ?? 0)}
                    thumbLabel={t("level")}
                    className="py-2"
                  />
                </FormControl>
              </FormItem>
            );
          }}
        />
      );
    case "keywords":
      return (
        <TextField
          control={control}
          name="keywords"
          label={t("keywords")}
          itemClassName="sm:col-span-2"
          hint={t("keywordsHint")}
          renderControl={(input) => (
            <KeywordInput
              value={(input.value as string[] | undefined) ?? []}
              onChange={input.onChange}
              draft={keywordDraft}
              onDraftChange={onKeywordDraftChange}
              sortable={field.sortable}
              data-field="keywords"
            />
          )}
        />
      );
    case "hobbyIcon":
      return (
        <TextField
          control={control}
          name="icon"
          label={t("icon")}
          itemClassName="sm:col-span-2"
          renderControl={(input) => (
            <HobbyIconGrid label={t("hobbyIcons")} value={String(input.value ?? "")} onChange={input.onChange} />
          )}
        />
      );
    case "profileIcon":
      return (
        <TextField
          control={control}
          name="icon"
          label={t("profileIcon")}
          itemClassName="sm:col-span-2"
          hint={
            <>
              {t("profileIconHint")}{" "}
              <a
                href="https://simpleicons.org/"
                target="_blank"
                rel="noreferrer noopener"
                className="text-primary underline underline-offset-2"
              >
                {t("profileIconCatalogue")}
              </a>
            </>
          }
          renderControl={(input) => (
            <Input {...input} value={String(input.value ?? "")} dir="ltr" placeholder="linkedin" data-field="icon" />
          )}
        />
      );
  }
}

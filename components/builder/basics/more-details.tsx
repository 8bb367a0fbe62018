"use client";

import { ChevronDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/core/utils/cn";
import { BasicsField } from "./basics-field";
import { CustomFieldsEditor } from "./custom-fields-editor";
import { useBasics, useUpdateBasics } from "./use-basics";

const personalFields = ["dateOfBirth", "nationality", "maritalStatus", "idNumber"] as const;
type PersonalField = (typeof personalFields)[number];

/** The expandable "more" area: personal details, custom fields and social quick-adds. */
export function MoreDetails({ disabled }: { disabled?: boolean }) {
  const t = useTranslations("builderBasics.more");
  const regionId = useId();
  const values = useBasics((basics) => basics);
  const updateBasics = useUpdateBasics();
  // Open from the start when something in it is filled in, so nothing the resume shows is hidden here.
  const [isOpen, setIsOpen] = useState(
    () => personalFields.some((field) => values[field].trim() !== "") || values.customFields.length > 0,
  );
  const fieldProps = (field: PersonalField) => ({
    label: t(field),
    value: values[field],
    onValueChange: (value: string) => updateBasics((basics) => void (basics[field] = value)),
    readOnly: disabled,
  });

  return (
    <div className="grid gap-4">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ms-2 justify-self-start text-muted-foreground"
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <ChevronDownIcon className={cn("transition-transform", isOpen && "rotate-180")} aria-hidden />
        {isOpen ? t("hide") : t("show")}
      </Button>
      <div id={regionId} hidden={!isOpen} className="grid gap-5">
        <p className="text-xs text-muted-foreground">{t("description")}</p>
        <div className="grid gap-4 @md/basics:grid-cols-2">
          <BasicsField {...fieldProps("dateOfBirth")} placeholder={t("dateOfBirthPlaceholder")} autoComplete="bday" />
          <BasicsField {...fieldProps("nationality")} placeholder={t("nationalityPlaceholder")} />
          <BasicsField {...fieldProps("maritalStatus")} placeholder={t("maritalStatusPlaceholder")} />
          <BasicsField {...fieldProps("idNumber")} autoComplete="off" dir="auto" />
        </div>
        <CustomFieldsEditor disabled={disabled} />
      </div>
    </div>
  );
}

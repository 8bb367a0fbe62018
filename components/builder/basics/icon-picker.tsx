"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChoiceButton } from "@/components/common/choice-button";
import { PopoverButton } from "@/components/common/popover-button";
import { Icon } from "@/components/templates/sections/icons";
import { Button } from "@/components/ui/button";

// Icons the resume templates draw (components/templates/sections/icons.tsx), most useful first.
export const customFieldIcons = [
  "link",
  "globe",
  "mail",
  "phone",
  "map-pin",
  "calendar",
  "id-card",
  "car",
  "flag",
  "heart",
  "user",
  "users",
  "briefcase",
  "graduation-cap",
  "award",
  "star",
  "languages",
  "book",
  "code",
  "at-sign",
  "camera",
  "play",
  "palette",
  "plane",
] as const;

/** A button showing the field's icon that opens a grid of the template icons to choose from. */
export function IconPicker({
  value,
  label,
  onChange,
  disabled,
}: {
  value: string;
  label: string;
  onChange: (icon: string) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("builderBasics.customFields");
  const [isOpen, setIsOpen] = useState(false);
  return (
    <PopoverButton
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<Icon name={value} fallback="link" />}
      triggerProps={{ size: "icon", "aria-label": label, title: label, disabled, className: "[&_svg]:size-4" }}
      contentProps={{ align: "start", className: "w-auto p-2" }}
    >
      <div role="listbox" aria-label={t("chooseIcon")} className="grid grid-cols-6 gap-1">
        {customFieldIcons.map((icon) => (
          <ChoiceButton
            key={icon}
            asChild
            kind="option"
            isSelected={icon === value}
            aria-label={icon}
            title={icon}
            className="size-8 [&_svg]:size-4"
            selectedClassName="bg-accent text-accent-foreground"
            onClick={() => {
              onChange(icon);
              setIsOpen(false);
            }}
          >
            <Button variant="ghost" size="icon">
              <Icon name={icon} />
            </Button>
          </ChoiceButton>
        ))}
      </div>
    </PopoverButton>
  );
}

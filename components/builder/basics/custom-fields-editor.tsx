"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, type ReactNode } from "react";
import { Icon } from "@/components/templates/sections/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { createId, type CustomField } from "@/core/resume/schema";
import { IconPicker } from "./icon-picker";
import { socialNetworkOf, socialNetworks, type SocialNetwork } from "./social-networks";
import { useBasics, useUpdateBasics } from "./use-basics";

/**
 * Custom fields (icon, label, value), and the quick-add social profile buttons. A quick-add adds a
 * custom field marked isSocial with the network's name and icon and focuses its value, where the
 * user pastes the profile link; templates show it with the contact details, as a link. (A profiles
 * item needs a username, so an empty one could not be saved; the profiles section stays the place
 * for full profile entries.)
 */
export function CustomFieldsEditor({ disabled }: { disabled?: boolean }) {
  const t = useTranslations("builderBasics");
  const fields = useBasics((basics) => basics.customFields);
  const updateBasics = useUpdateBasics();
  // The field just added: its value input takes the focus as soon as it is mounted.
  const focusOnMount = useRef<string | null>(null);

  function add(field: Omit<CustomField, "id">) {
    const id = createId();
    updateBasics((basics) => void basics.customFields.push({ id, ...field }));
    focusOnMount.current = id;
  }
  const addSocial = (network: SocialNetwork) =>
    add({ icon: network.icon, name: network.network, value: "", isSocial: true });
  const edit = (id: string, patch: Partial<Omit<CustomField, "id">>) =>
    updateBasics((basics) => {
      const field = basics.customFields.find((candidate) => candidate.id === id);
      if (field) Object.assign(field, patch);
    });
  const remove = (id: string) =>
    updateBasics((basics) => void (basics.customFields = basics.customFields.filter((field) => field.id !== id)));

  return (
    <div className="grid gap-5">
      <EditorSection
        id="basics-custom-fields"
        title={t("customFields.title")}
        description={t("customFields.description")}
      >
        {fields.length > 0 && (
          <ul className="grid gap-2" data-testid="custom-fields">
            {fields.map((field) => {
              const network = field.isSocial ? socialNetworkOf(field.icon) : undefined;
              const name = field.name.trim();
              return (
                // Narrow: icon, label and remove on one row, the value under the label. Wide: one row.
                <li
                  key={field.id}
                  className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-2 @sm/basics:grid-cols-[auto_minmax(0,2fr)_minmax(0,3fr)_auto]"
                >
                  <IconPicker
                    value={field.icon}
                    label={name ? t("customFields.icon", { name }) : t("customFields.iconUnnamed")}
                    onChange={(icon) => edit(field.id, { icon })}
                    disabled={disabled}
                  />
                  <Input
                    dir="auto"
                    aria-label={t("customFields.name")}
                    placeholder={t("customFields.namePlaceholder")}
                    value={field.name}
                    onChange={(event) => edit(field.id, { name: event.target.value })}
                    readOnly={disabled}
                  />
                  <Input
                    ref={(element) => {
                      if (element && focusOnMount.current === field.id) {
                        focusOnMount.current = null;
                        element.focus();
                      }
                    }}
                    aria-label={name || t("customFields.value")}
                    placeholder={
                      network
                        ? t("social.valuePlaceholder", { host: network.host })
                        : t("customFields.valuePlaceholder")
                    }
                    value={field.value}
                    dir={network ? "ltr" : "auto"}
                    inputMode={network ? "url" : undefined}
                    onChange={(event) => edit(field.id, { value: event.target.value })}
                    readOnly={disabled}
                    className="col-start-2 row-start-2 @sm/basics:col-start-3 @sm/basics:row-start-1"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="col-start-3 row-start-1 text-muted-foreground hover:text-destructive @sm/basics:col-start-4"
                    aria-label={name ? t("customFields.remove", { name }) : t("customFields.removeUnnamed")}
                    onClick={() => remove(field.id)}
                    disabled={disabled}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => add({ icon: "link", name: "", value: "", isSocial: false })}
          disabled={disabled}
        >
          <PlusIcon aria-hidden />
          {t("customFields.add")}
        </Button>
      </EditorSection>

      <EditorSection id="basics-social" title={t("social.title")} description={t("social.description")}>
        <div className="flex flex-wrap gap-1.5">
          {socialNetworks.map((network) => (
            <Button
              key={network.icon}
              type="button"
              variant="secondary"
              size="sm"
              className="h-7 gap-1.5 px-2.5 text-xs [&_svg]:size-3.5"
              aria-label={t("social.add", { network: network.network })}
              onClick={() => addSocial(network)}
              disabled={disabled}
            >
              <Icon name={network.icon} />
              {network.network}
            </Button>
          ))}
        </div>
      </EditorSection>
    </div>
  );
}

/** A part of the editor: a small heading, a line that says what it is for, then its controls. */
function EditorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3" aria-labelledby={id}>
      <div className="grid gap-0.5">
        <h3 id={id} className="text-sm font-medium">
          {title}
        </h3>
        <p className="text-xs text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

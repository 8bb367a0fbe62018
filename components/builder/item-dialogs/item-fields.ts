import type { ItemSectionKind } from "@/components/builder/sections/item-summary";

/** One field of an item dialog; `label` is a key of builderContent.fields. */
export type ItemField =
  | { type: "text"; name: string; label: string; required?: boolean; placeholder?: string }
  | { type: "url" }
  | { type: "summary" }
  | { type: "level" }
  | { type: "keywords"; sortable?: boolean }
  | { type: "hobbyIcon" }
  | { type: "profileIcon" };

const text = (name: string, options: { label?: string; required?: boolean; placeholder?: string } = {}): ItemField => ({
  type: "text",
  name,
  label: options.label ?? name,
  required: options.required,
  placeholder: options.placeholder,
});
const date = text("date", { placeholder: "datePlaceholder" });
const url: ItemField = { type: "url" };
const summary: ItemField = { type: "summary" };

/** The fields of each section's item dialog, in display order (spec §3; required ones marked). */
export const itemFields: Record<ItemSectionKind, readonly ItemField[]> = {
  awards: [text("title", { required: true }), text("awarder"), date, url, summary],
  certifications: [text("name", { required: true }), text("issuer"), date, url, summary],
  education: [
    text("institution", { required: true }),
    text("studyType"),
    text("area"),
    text("score"),
    date,
    url,
    summary,
  ],
  experience: [text("company", { required: true }), text("position"), text("location"), date, url, summary],
  volunteer: [text("organization", { required: true }), text("position"), text("location"), date, url, summary],
  interests: [text("name", { required: true }), { type: "keywords" }],
  languages: [text("name", { required: true }), text("description"), { type: "level" }],
  profiles: [text("network", { required: true }), text("username", { required: true }), { type: "profileIcon" }, url],
  projects: [
    text("name", { required: true }),
    text("description"),
    date,
    url,
    summary,
    { type: "keywords", sortable: true },
  ],
  publications: [text("name", { required: true }), text("publisher"), date, url, summary],
  hobbies: [text("name", { required: true }), text("description"), { type: "hobbyIcon" }],
  references: [text("name", { required: true }), text("description"), url, summary],
  skills: [text("name"), text("description"), { type: "level" }, { type: "keywords" }],
  custom: [text("name"), text("description"), date, text("location"), url, summary, { type: "keywords" }],
};

/** The field an item is named by (for the delete confirmation and lists). */
export function primaryFieldOf(kind: ItemSectionKind): string {
  const first = itemFields[kind][0];
  return first && first.type === "text" ? first.name : "name";
}

import { z } from "zod";

/*
 * Field builders shared by every part of the resume schema.
 *
 * Rule of the schema: a field has a default unless the spec makes it required (item names, ids)
 * or leaving it out would lose data on a write (the three top-level parts). That way a document
 * exported from Reactive Resume v4, which knows nothing of our additions, still validates, and a
 * client that forgets a whole section is refused instead of silently resetting it.
 */

/** Free text that may be empty. */
export function text(description: string) {
  return z.string().default("").describe(description);
}

/** Rich text (simple HTML: p, ul/ol/li, strong, em, a, h1-h3) that may be empty. */
export function richText(description: string) {
  return z.string().default("").describe(`${description} (HTML)`);
}

/** Text the spec marks as required: present and not blank. */
export function requiredText(description: string) {
  return z.string().regex(/\S/, { error: "Required" }).describe(description);
}

/** Identifier of an item, a custom field or a custom section. */
export function idField(description = "Stable unique identifier (UUID, or cuid2 in Reactive Resume exports)") {
  return z.string().min(1).describe(description);
}

// javascript: and data: addresses would run or embed content on public resume pages.
const linkProtocols = /^(?:https?|mailto|tel)$/;

/** An address: empty, or an absolute http(s), mailto or tel URL. */
export function href(description: string) {
  return z
    .union([z.literal(""), z.url({ protocol: linkProtocols, error: "Enter a full address, e.g. https://example.com" })])
    .default("")
    .describe(description);
}

/** A link object: Reactive Resume's { label, href }. */
export function link(description: string) {
  return z
    .strictObject({
      label: text("Text shown for the link; empty shows the address itself"),
      href: href("Address the link points to: empty, or an http(s), mailto or tel URL"),
    })
    .prefault({})
    .describe(description);
}

export function bool(defaultValue: boolean, description: string) {
  return z.boolean().default(defaultValue).describe(description);
}

export function keywords(description = "Keywords, in display order") {
  return z
    .array(z.string())
    .default(() => [])
    .describe(description);
}

/** Proficiency 0-5; 0 means "not rated" and the builder shows a placeholder label. */
export function level(description: string) {
  return z.number().int().min(0).max(5).default(1).describe(`${description}, 0 (not rated) to 5`);
}

/** Fields every section item has. */
export const itemBaseShape = {
  id: idField(),
  visible: bool(true, "Whether the item is shown on the resume"),
};

/** A section item: the common fields plus the item's own. */
export function sectionItem<Shape extends z.ZodRawShape>(shape: Shape, description: string) {
  return z.strictObject({ ...itemBaseShape, ...shape }).describe(description);
}

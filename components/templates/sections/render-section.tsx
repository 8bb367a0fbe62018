import type { ReactNode } from "react";
import { pick } from "es-toolkit";

import { customSectionLayoutPrefix, type ItemSectionId, type SectionItemOf } from "@/core/resume/schema";
import { isRichTextEmpty } from "@/core/templates/sanitize-html";
import type { LevelVariant, RenderContext } from "../types";
import { Icon } from "./icons";
import { Item, type ItemProps } from "./item";
import { RichText } from "./rich-text";
import { Section } from "./section";
import { SignatureItem } from "./signature";
import { Bidi, displayUrl, ExternalLink } from "./text";

/** The section a layout id names, rendered; null when it is hidden, empty or unknown. */
export function renderSection(layoutId: string, context: RenderContext): ReactNode {
  const { sections } = context.data;
  if (layoutId.startsWith(customSectionLayoutPrefix)) {
    const custom = sections.custom[layoutId.slice(customSectionLayoutPrefix.length)];
    return custom ? renderItemSection(layoutId, "custom", custom, context) : null;
  }
  if (layoutId === "summary") {
    const summary = sections.summary;
    if (!summary.visible || isRichTextEmpty(summary.content)) return null;
    return (
      <Section id="summary" kind="summary" name={summary.name} icon={summary.icon} columns={summary.columns}>
        <RichText html={summary.content} className="vr-summary" />
      </Section>
    );
  }
  return isItemSectionId(layoutId) ? renderItemSection(layoutId, layoutId, sections[layoutId], context) : null;
}

type SectionKind = ItemSectionId | "custom";

type ItemSection<Kind extends SectionKind> = {
  name: string;
  icon: string;
  columns: number;
  separateLinks: boolean;
  visible: boolean;
  items: SectionItemOf<Kind>[];
};

function renderItemSection<Kind extends SectionKind>(
  id: string,
  kind: Kind,
  section: ItemSection<Kind>,
  context: RenderContext,
): ReactNode {
  if (!section.visible) return null;
  const render: RenderItems<Kind> = itemRenderers[kind];
  const items = render(
    section.items.filter((item) => item.visible),
    { separateLinks: section.separateLinks, levelVariant: context.options.levelVariant },
  );
  if (items.length === 0) return null;
  return (
    <Section id={id} kind={kind} name={section.name} icon={section.icon} columns={section.columns}>
      {items}
    </Section>
  );
}

type ItemOptions = { separateLinks: boolean; levelVariant: LevelVariant };
type ItemFields = Omit<ItemProps, keyof ItemOptions>;
type RenderItems<Kind extends SectionKind> = (items: SectionItemOf<Kind>[], options: ItemOptions) => ReactNode[];

/** A section whose entries are Items: `fields` maps one of its entries onto an Item's fields. */
function entries<Entry extends { id: string }>(
  fields: (entry: Entry) => ItemFields,
): (items: Entry[], options: ItemOptions) => ReactNode[] {
  return (items, options) => items.map((entry) => <Item key={entry.id} {...options} {...fields(entry)} />);
}

/**
 * A section whose entries' title and subtitle are two of their fields, and whose fields named in
 * `shown` (date, location, url, summary, keywords ...) are the Item's fields of the same name.
 */
function fieldEntries<
  Entry extends { id: string } & Record<Title | Subtitle, string> & Required<Pick<ItemFields, Shown>>,
  Title extends string,
  Subtitle extends string,
  Shown extends keyof ItemFields,
>(title: Title, subtitle: Subtitle, shown: Shown[]) {
  return entries((entry: Entry) => ({ title: entry[title], subtitle: entry[subtitle], ...pick(entry, shown) }));
}

/** A skill or a language: its name, its level in words and as a figure. */
function leveledEntries<
  Entry extends { id: string; name: string; description: string } & Required<Pick<ItemFields, Shown>>,
  Shown extends keyof ItemFields,
>(shown: Shown[]) {
  return entries((entry: Entry) => ({
    className: "vr-item--leveled",
    title: entry.name,
    levelText: entry.description,
    ...pick(entry, shown),
  }));
}

/** How each kind of section prints its visible entries: which field is the title, the subtitle, and so on. */
const itemRenderers: { [Kind in SectionKind]: RenderItems<Kind> } = {
  profiles: (items) =>
    items.map((item) => (
      <div key={item.id} className="vr-item vr-item--profile">
        <Icon name={item.icon || item.network} fallback="profiles" className="vr-item-icon" />
        <span className="vr-profile-network">
          <Bidi>{item.network}</Bidi>
        </span>
        <ExternalLink href={item.url.href} className="vr-profile-username">
          <Bidi>{item.url.label.trim() || item.username || displayUrl(item.url.href)}</Bidi>
        </ExternalLink>
      </div>
    )),
  experience: fieldEntries("company", "position", ["date", "location", "url", "summary"]),
  education: entries((item) => ({
    title: item.institution,
    subtitle: [item.studyType, item.area].filter((part) => part.trim()).join(" · "),
    detail: item.score,
    ...pick(item, ["date", "url", "summary"]),
  })),
  skills: leveledEntries(["level", "keywords"]),
  languages: leveledEntries(["level"]),
  awards: fieldEntries("title", "awarder", ["date", "url", "summary"]),
  certifications: fieldEntries("name", "issuer", ["date", "url", "summary"]),
  interests: entries((item) => ({ title: item.name, keywords: item.keywords })),
  projects: fieldEntries("name", "description", ["date", "url", "summary", "keywords"]),
  publications: fieldEntries("name", "publisher", ["date", "url", "summary"]),
  volunteer: fieldEntries("organization", "position", ["date", "location", "url", "summary"]),
  references: fieldEntries("name", "description", ["url", "summary"]),
  hobbies: entries((item) => ({
    className: "vr-item--hobby",
    leading: <Icon name={item.icon} fallback="hobbies" className="vr-item-icon" />,
    title: item.name,
    subtitle: item.description,
  })),
  signature: (items) => {
    // A resume is signed once: the first visible signature is the signature.
    const first = items.find((item) => item.content.trim() || item.image.trim());
    return first ? [<SignatureItem key={first.id} item={first} />] : [];
  },
  custom: fieldEntries("name", "description", ["date", "location", "url", "summary", "keywords"]),
};

function isItemSectionId(id: string): id is ItemSectionId {
  return id !== "custom" && Object.hasOwn(itemRenderers, id);
}

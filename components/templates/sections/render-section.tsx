import type { ReactNode } from "react";

import { customSectionLayoutPrefix, type CustomSection, type ItemSectionId, type Sections } from "@/core/resume/schema";
import { isRichTextEmpty } from "@/core/templates/sanitize-html";
import type { RenderContext } from "../types";
import { Icon } from "./icons";
import { Item } from "./item";
import { RichText } from "./rich-text";
import { Section } from "./section";
import { SignatureItem } from "./signature";
import { Bidi, displayUrl, ExternalLink } from "./text";

type Visible<Id extends ItemSectionId> = Sections[Id]["items"][number];

function visibleItems<Id extends ItemSectionId>(sections: Sections, id: Id): Visible<Id>[] {
  const section = sections[id];
  if (!section.visible) return [];
  return section.items.filter((item: Visible<Id>) => item.visible);
}

/** The section a layout id names, rendered; null when it is hidden, empty or unknown. */
export function renderSection(layoutId: string, context: RenderContext): ReactNode {
  const { sections } = context.data;
  if (layoutId.startsWith(customSectionLayoutPrefix)) {
    const custom = sections.custom[layoutId.slice(customSectionLayoutPrefix.length)];
    return custom ? renderCustomSection(layoutId, custom) : null;
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
  if (!isItemSectionId(layoutId)) return null;
  const items = renderItems(layoutId, context);
  if (items.length === 0) return null;
  const section = sections[layoutId];
  return (
    <Section
      key={layoutId}
      id={layoutId}
      kind={layoutId}
      name={section.name}
      icon={section.icon}
      columns={section.columns}
    >
      {items}
    </Section>
  );
}

const itemSectionIds: readonly string[] = [
  "profiles",
  "experience",
  "education",
  "skills",
  "languages",
  "awards",
  "certifications",
  "interests",
  "projects",
  "publications",
  "volunteer",
  "references",
  "hobbies",
  "signature",
] satisfies ItemSectionId[];

function isItemSectionId(id: string): id is ItemSectionId {
  return itemSectionIds.includes(id);
}

function renderItems(id: ItemSectionId, context: RenderContext): ReactNode[] {
  const { sections } = context.data;
  const separateLinks = sections[id].separateLinks;
  const { levelVariant } = context.options;
  switch (id) {
    case "experience":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.company}
          subtitle={item.position}
          date={item.date}
          location={item.location}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
        />
      ));
    case "volunteer":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.organization}
          subtitle={item.position}
          date={item.date}
          location={item.location}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
        />
      ));
    case "education":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.institution}
          subtitle={[item.studyType, item.area].filter((part) => part.trim()).join(" · ")}
          detail={item.score}
          date={item.date}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
        />
      ));
    case "awards":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.title}
          subtitle={item.awarder}
          date={item.date}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
        />
      ));
    case "certifications":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.name}
          subtitle={item.issuer}
          date={item.date}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
        />
      ));
    case "publications":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.name}
          subtitle={item.publisher}
          date={item.date}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
        />
      ));
    case "projects":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.name}
          subtitle={item.description}
          date={item.date}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
          keywords={item.keywords}
        />
      ));
    case "references":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          title={item.name}
          subtitle={item.description}
          url={item.url}
          separateLinks={separateLinks}
          summary={item.summary}
        />
      ));
    case "skills":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          className="vr-item--leveled"
          title={item.name}
          levelText={item.description}
          level={item.level}
          levelVariant={levelVariant}
          keywords={item.keywords}
          separateLinks={separateLinks}
        />
      ));
    case "languages":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          className="vr-item--leveled"
          title={item.name}
          levelText={item.description}
          level={item.level}
          levelVariant={levelVariant}
          separateLinks={separateLinks}
        />
      ));
    case "interests":
      return visibleItems(sections, id).map((item) => (
        <Item key={item.id} title={item.name} keywords={item.keywords} separateLinks={separateLinks} />
      ));
    case "hobbies":
      return visibleItems(sections, id).map((item) => (
        <Item
          key={item.id}
          className="vr-item--hobby"
          leading={<Icon name={item.icon} fallback="hobbies" className="vr-item-icon" />}
          title={item.name}
          subtitle={item.description}
          separateLinks={separateLinks}
        />
      ));
    case "profiles":
      return visibleItems(sections, id).map((item) => (
        <div key={item.id} className="vr-item vr-item--profile">
          <Icon name={item.icon || item.network} fallback="profiles" className="vr-item-icon" />
          <span className="vr-profile-network">
            <Bidi>{item.network}</Bidi>
          </span>
          <ExternalLink href={item.url.href} className="vr-profile-username">
            <Bidi>{item.url.label.trim() || item.username || displayUrl(item.url.href)}</Bidi>
          </ExternalLink>
        </div>
      ));
    case "signature": {
      // A resume is signed once: the first visible signature is the signature.
      const [first] = visibleItems(sections, id).filter((item) => item.content.trim() || item.image.trim());
      return first ? [<SignatureItem key={first.id} item={first} />] : [];
    }
  }
}

function renderCustomSection(layoutId: string, section: CustomSection): ReactNode {
  if (!section.visible) return null;
  const items = section.items.filter((item) => item.visible);
  if (items.length === 0) return null;
  return (
    <Section id={layoutId} kind="custom" name={section.name} icon={section.icon} columns={section.columns}>
      {items.map((item) => (
        <Item
          key={item.id}
          title={item.name}
          subtitle={item.description}
          date={item.date}
          location={item.location}
          url={item.url}
          separateLinks={section.separateLinks}
          summary={item.summary}
          keywords={item.keywords}
        />
      ))}
    </Section>
  );
}

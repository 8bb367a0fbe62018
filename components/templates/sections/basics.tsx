import type { ReactNode } from "react";

import type { Basics } from "@/core/resume/schema";
import type { TemplateLabels } from "../types";
import { Icon } from "./icons";
import { safeImageSource } from "@/core/uploads/image-source";
import { Bidi, displayUrl, ExternalLink, safeHref, TextLine } from "./text";

/** What a first-page header is drawn from: the resume's basics and the words the template prints itself. */
export type HeaderProps = { basics: Basics; labels: TemplateLabels };

export function Name({ basics }: { basics: Basics }) {
  return <TextLine text={basics.name} className="vr-name" as="h1" />;
}

export function Headline({ basics, className }: { basics: Basics; className?: string }) {
  return <TextLine text={basics.headline} className={className ? `vr-headline ${className}` : "vr-headline"} as="p" />;
}

/** Whether the picture is shown: an address, not hidden, and a template that shows pictures. */
export function hasPicture(basics: Basics, templateShowsPicture = true): boolean {
  return (
    templateShowsPicture &&
    !basics.picture.effects.hidden &&
    safeImageSource(basics.picture.url) !== undefined &&
    basics.picture.size > 0
  );
}

/** The profile picture with the user's size, aspect ratio, corner radius, border and greyscale. */
export function Picture({ basics, className }: { basics: Basics; className?: string }) {
  const { picture } = basics;
  const source = safeImageSource(picture.url);
  if (!source || picture.effects.hidden || picture.size <= 0) return null;
  const classes = [
    "vr-picture",
    picture.effects.border ? "vr-picture--border" : "",
    picture.effects.grayscale ? "vr-picture--grayscale" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static HTML for print, no Next image pipeline
    <img
      className={classes}
      src={source}
      alt=""
      style={{
        width: `${picture.size}px`,
        height: `${Math.round(picture.size / picture.aspectRatio)}px`,
        borderRadius: `${Math.min(picture.borderRadius, 9999)}px`,
      }}
    />
  );
}

type ContactEntry = { key: string; icon: string; content: ReactNode; label?: string };

function contactEntries(basics: Basics): ContactEntry[] {
  const entries: ContactEntry[] = [];
  if (basics.email.trim()) {
    entries.push({
      key: "email",
      icon: "mail",
      content: (
        <ExternalLink href={`mailto:${basics.email.trim()}`}>
          <Bidi>{basics.email.trim()}</Bidi>
        </ExternalLink>
      ),
    });
  }
  if (basics.phone.trim()) {
    const tel = basics.phone.replace(/[^\d+]/g, "");
    entries.push({
      key: "phone",
      icon: "phone",
      content: (
        <ExternalLink href={tel ? `tel:${tel}` : undefined}>
          <Bidi>{basics.phone.trim()}</Bidi>
        </ExternalLink>
      ),
    });
  }
  if (basics.location.trim())
    entries.push({ key: "location", icon: "map-pin", content: <Bidi>{basics.location.trim()}</Bidi> });
  const website = safeHref(basics.url.href);
  if (website) {
    entries.push({
      key: "url",
      icon: "globe",
      content: (
        <ExternalLink href={website}>
          <Bidi>{basics.url.label.trim() || displayUrl(website)}</Bidi>
        </ExternalLink>
      ),
    });
  }
  for (const field of basics.customFields) {
    if (!field.value.trim()) continue;
    const href = safeHref(field.value);
    entries.push({
      key: field.id,
      icon: field.icon || "link",
      label: field.name.trim() || undefined,
      content: href ? (
        <ExternalLink href={href}>
          <Bidi>{displayUrl(href)}</Bidi>
        </ExternalLink>
      ) : (
        <Bidi>{field.value.trim()}</Bidi>
      ),
    });
  }
  return entries;
}

/** Email, phone, place, website and custom fields, each with its icon. */
export function ContactList({ basics, className }: { basics: Basics; className?: string }) {
  const entries = contactEntries(basics);
  if (entries.length === 0) return null;
  return (
    <ul className={className ? `vr-contact ${className}` : "vr-contact"}>
      {entries.map((entry) => (
        <li
          key={entry.key}
          className={`vr-contact-item vr-contact--${entry.key === "email" || entry.key === "phone" || entry.key === "location" || entry.key === "url" ? entry.key : "custom"}`}
        >
          <Icon name={entry.icon} fallback="link" className="vr-contact-icon" />
          {entry.label && (
            <span className="vr-contact-label">
              <Bidi>{entry.label}</Bidi>
            </span>
          )}
          <span className="vr-contact-value">{entry.content}</span>
        </li>
      ))}
    </ul>
  );
}

/** Birth date, nationality, marital status and identity number, where the user gave them. */
export function PersonalDetails({
  basics,
  labels,
  className,
}: {
  basics: Basics;
  labels: TemplateLabels;
  className?: string;
}) {
  const details = [
    { key: "dateOfBirth", icon: "calendar", label: labels.dateOfBirth, value: basics.dateOfBirth },
    { key: "nationality", icon: "flag", label: labels.nationality, value: basics.nationality },
    { key: "maritalStatus", icon: "heart", label: labels.maritalStatus, value: basics.maritalStatus },
    { key: "idNumber", icon: "id-card", label: labels.idNumber, value: basics.idNumber },
  ].filter((detail) => detail.value.trim());
  if (details.length === 0) return null;
  return (
    <ul className={className ? `vr-details ${className}` : "vr-details"}>
      {details.map((detail) => (
        <li key={detail.key} className="vr-details-item">
          <Icon name={detail.icon} className="vr-contact-icon" />
          <span className="vr-details-label">{detail.label}</span>
          <span className="vr-details-value">
            <Bidi>{detail.value.trim()}</Bidi>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The name and, under it, the headline: the identity line of every template's header. */
export function NameAndHeadline({ basics }: { basics: Basics }) {
  return (
    <>
      <Name basics={basics} />
      <Headline basics={basics} />
    </>
  );
}

/** The contact list and, after it, the personal details: the contact block of every template's header. */
export function ContactAndDetails({ basics, labels }: HeaderProps) {
  return (
    <>
      <ContactList basics={basics} />
      <PersonalDetails basics={basics} labels={labels} />
    </>
  );
}

/** The name and headline in a block of their own: a cell of a header laid out as a grid or a row. */
export function IdentityBlock({ basics, className }: { basics: Basics; className?: string }) {
  return (
    <div className={className}>
      <NameAndHeadline basics={basics} />
    </div>
  );
}

/** The contact list and personal details in a block of their own, beside or under the identity. */
export function ContactBlock({ basics, labels, className }: HeaderProps & { className: string }) {
  return (
    <div className={className}>
      <ContactAndDetails basics={basics} labels={labels} />
    </div>
  );
}

/**
 * The header most templates open their first page with: the picture, and the name, headline, contact
 * list and personal details. `picture` puts the picture before them, after them, or leaves it out;
 * `group` wraps the four in a div (with that class name; `true` for none), or they sit in the header.
 */
export function BasicsHeader({
  basics,
  labels,
  className,
  picture = "start",
  group,
}: HeaderProps & {
  className: string;
  picture?: "start" | "end" | "none";
  group?: string | true;
}) {
  const block = (
    <>
      <NameAndHeadline basics={basics} />
      <ContactAndDetails basics={basics} labels={labels} />
    </>
  );
  return (
    <header className={className}>
      {picture === "start" && <Picture basics={basics} />}
      {group === undefined ? block : <div className={group === true ? undefined : group}>{block}</div>}
      {picture === "end" && <Picture basics={basics} />}
    </header>
  );
}

/** A header in two blocks: the picture beside the name and headline, then the contact block. */
export function SplitHeader({
  basics,
  labels,
  className,
  identityClassName,
  contactClassName,
}: HeaderProps & {
  className: string;
  identityClassName: string;
  contactClassName: string;
}) {
  return (
    <header className={className}>
      <div className={identityClassName}>
        <Picture basics={basics} />
        <IdentityBlock basics={basics} />
      </div>
      <ContactBlock basics={basics} labels={labels} className={contactClassName} />
    </header>
  );
}

/** Initials for monogram designs: the first letter of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = Array.from(words[0]!)[0] ?? "";
  const last = words.length > 1 ? (Array.from(words.at(-1)!)[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The initials on a tile or disc, for designs that show them where there is no picture. */
export function Monogram({ basics, className }: { basics: Basics; className: string }) {
  const initials = initialsOf(basics.name);
  if (!initials) return null;
  return (
    <div className={className} aria-hidden="true">
      {initials}
    </div>
  );
}

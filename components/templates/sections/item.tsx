import type { ReactNode } from "react";

import type { LevelVariant } from "../types";
import { Keywords } from "./keywords";
import { Level } from "./level";
import { RichText } from "./rich-text";
import { Bidi, displayUrl, ExternalLink, safeHref, TextLine } from "./text";

export type ItemProps = {
  title: string;
  subtitle?: string;
  /** A second subtitle line (education's score, a reference's description). */
  detail?: string;
  date?: string;
  location?: string;
  url?: { label: string; href: string };
  separateLinks: boolean;
  summary?: string;
  keywords?: string[];
  level?: number;
  levelVariant?: LevelVariant;
  /** Shown after the title in words, e.g. a skill's "Advanced" or a language's "Native". */
  levelText?: string;
  leading?: ReactNode;
  className?: string;
};

/**
 * One entry of a section: title, subtitle, date and place, level, summary, keywords and link.
 * Every section kind maps its fields onto these, so an entry looks the same wherever it is.
 */
export function Item({
  title,
  subtitle,
  detail,
  date,
  location,
  url,
  separateLinks,
  summary,
  keywords,
  level,
  levelVariant = "dots",
  levelText,
  leading,
  className,
}: ItemProps) {
  const href = safeHref(url?.href);
  const titleText = <Bidi>{title}</Bidi>;
  const hasMeta = Boolean(date?.trim() || location?.trim());
  return (
    <div className={className ? `vr-item ${className}` : "vr-item"}>
      <div className="vr-item-header">
        {leading}
        <div className="vr-item-heading">
          {title.trim() !== "" && (
            <h3 className="vr-item-title">
              {href && !separateLinks ? <ExternalLink href={href}>{titleText}</ExternalLink> : titleText}
            </h3>
          )}
          <TextLine text={subtitle} className="vr-item-subtitle" />
          <TextLine text={detail} className="vr-item-detail" />
        </div>
        {hasMeta && (
          <div className="vr-item-meta">
            <TextLine text={date} className="vr-item-date" />
            <TextLine text={location} className="vr-item-location" />
          </div>
        )}
      </div>
      {(level !== undefined || levelText?.trim()) && (
        <div className="vr-item-level">
          <TextLine text={levelText} className="vr-level-text" as="span" />
          {level !== undefined && <Level value={level} variant={levelVariant} />}
        </div>
      )}
      {summary && <RichText html={summary} className="vr-item-summary" />}
      {keywords && <Keywords keywords={keywords} />}
      {href && separateLinks && (
        <div className="vr-item-link">
          <ExternalLink href={href}>
            <Bidi>{url?.label.trim() || displayUrl(href)}</Bidi>
          </ExternalLink>
        </div>
      )}
    </div>
  );
}

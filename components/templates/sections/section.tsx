import { Children, type ReactNode } from "react";

import { Icon } from "./icons";
import { Bidi } from "./text";

type SectionProps = {
  /** Layout id: a built-in key or custom.<id>. */
  id: string;
  /** Section kind, for styling and the default icon: "experience", "skills", "custom" ... */
  kind: string;
  name: string;
  icon: string;
  columns: number;
  children: ReactNode;
};

/**
 * A section: its heading and its items in 1-5 columns. The heading and the first row of items are
 * one unbreakable block, so a heading never ends a page on its own; the other rows break between
 * items. (A wrapper, not break-after: avoid, because Chromium honours the latter poorly beside a
 * sidebar: it then breaks both columns early.)
 */
export function Section({ id, kind, name, icon, columns, children }: SectionProps) {
  const count = Math.min(5, Math.max(1, Math.round(columns)));
  const items = Children.toArray(children);
  const heading = (
    <h2 className="vr-heading">
      <Icon name={icon} fallback={kind} className="vr-heading-icon" />
      <span className="vr-heading-text">
        <Bidi>{name}</Bidi>
      </span>
    </h2>
  );
  return (
    <section className={`vr-section vr-section--${kind}`} data-section={id}>
      <div className="vr-section-lead">
        {heading}
        <div className="vr-items" data-columns={count}>
          {items.slice(0, count)}
        </div>
      </div>
      {items.length > count && (
        <div className="vr-items vr-items--rest" data-columns={count}>
          {items.slice(count)}
        </div>
      )}
    </section>
  );
}

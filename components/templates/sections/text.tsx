import type { ReactNode } from "react";

/** Only addresses the schema allows ever become links, whatever the data says. */
export function safeHref(href: string | undefined): string | undefined {
  const value = href?.trim();
  if (!value) return undefined;
  return /^(?:https?:\/\/|mailto:|tel:)/i.test(value) ? value : undefined;
}

/** An address without its scheme, the way people write it on paper: example.com/path. */
export function displayUrl(href: string): string {
  return href
    .replace(/^(?:https?:\/\/|mailto:|tel:)/i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

/**
 * User text isolated from its surroundings, so that an English company name in an Arabic line (or
 * a phone number, which has no direction of its own) keeps its order.
 */
export function Bidi({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}

/** A line of user text in an element of its own (a div unless `as` says otherwise); nothing when it is blank. */
export function TextLine({
  text,
  className,
  as: Element = "div",
}: {
  text: string | undefined;
  className: string;
  as?: "div" | "p" | "span" | "h1";
}) {
  if (!text?.trim()) return null;
  return (
    <Element className={className}>
      <Bidi>{text}</Bidi>
    </Element>
  );
}

export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  const external = /^https?:/i.test(safe);
  return (
    <a
      className={className ? `vr-link ${className}` : "vr-link"}
      href={safe}
      {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
    >
      {children}
    </a>
  );
}

/** Joins the non-empty parts with a separator span that templates style (a dot, a bar, a comma). */
export function Joined({ parts, className }: { parts: ReactNode[]; className?: string }) {
  const present = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== "");
  if (present.length === 0) return null;
  return (
    <span className={className}>
      {present.map((part, index) => (
        <span key={index} className="vr-joined-part">
          {index > 0 && <span className="vr-separator" aria-hidden="true" />}
          {part}
        </span>
      ))}
    </span>
  );
}

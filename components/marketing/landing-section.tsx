import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/core/utils/cn";

type Props = Omit<ComponentProps<"section">, "id"> & {
  id: string;
  /** data-section, which the landing's tests find each section by. */
  name: string;
};

/** One band of the landing page: the same width, gutters and vertical rhythm for every section. */
export function LandingSection({ id, name, className, children, ...props }: Props) {
  return (
    <section aria-labelledby={id} data-section={name} className={cn("py-16 sm:py-24", className)} {...props}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

type HeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "start";
  children?: ReactNode;
};

/** A section's eyebrow, heading and lead; `children` sits at the end of the row (a link, on wide screens). */
export function LandingHeading({ id, eyebrow, title, subtitle, align = "center", children }: HeadingProps) {
  const isCentered = align === "center";
  return (
    <div
      className={cn(
        "mb-10 flex flex-col gap-6 sm:mb-14",
        isCentered ? "items-center text-center" : "md:flex-row md:items-end md:justify-between",
      )}
    >
      <div className={cn("max-w-2xl", isCentered && "mx-auto")}>
        {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
        <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

// Smaller than LandingHeading, for a band that is not one of the page's chapters.
const compactHeadingSizes = {
  // A thin strip (the file formats): the heading no larger than body text.
  small: { title: "text-base font-semibold", subtitle: "mt-1 text-sm text-muted-foreground" },
  // The heading of a panel (the statistics).
  medium: {
    title: "text-2xl font-semibold tracking-tight sm:text-3xl",
    subtitle: "mt-2 text-sm text-muted-foreground",
  },
} as const;

/** A centred heading and one line under it, with no eyebrow. */
export function LandingCompactHeading({
  id,
  title,
  subtitle,
  size,
}: {
  id: string;
  title: string;
  subtitle: string;
  size: keyof typeof compactHeadingSizes;
}) {
  const classNames = compactHeadingSizes[size];
  return (
    <div className="text-center">
      <h2 id={id} className={classNames.title}>
        {title}
      </h2>
      <p className={classNames.subtitle}>{subtitle}</p>
    </div>
  );
}

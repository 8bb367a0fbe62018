import type { ComponentProps } from "react";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";

/** The Vitae mark and wordmark. In right-to-left pages the mark sits on the right and the fold mirrors. */
export function Logo({ className, label }: { className?: string; label: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" className="size-7 rtl:-scale-x-100" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 8h10l4 4v12H9z" className="fill-primary-foreground" />
        <path d="M19 8v4h4" className="fill-primary-foreground/60" />
        <path d="M12 16h8M12 19.5h8M12 23h5" className="stroke-primary" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="text-lg">{label}</span>
    </span>
  );
}

/** The logo as a link to `href` (the home page, or the dashboard's), named for screen readers. */
export function LogoLink({
  href,
  appName,
  homeLabel,
  className,
}: {
  href: ComponentProps<typeof Link>["href"];
  appName: string;
  homeLabel: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      aria-label={homeLabel}
      className={cn("rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
    >
      <Logo label={appName} />
    </Link>
  );
}

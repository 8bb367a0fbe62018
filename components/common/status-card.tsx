import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";

type StatusCardProps = Omit<ComponentProps<"div">, "title"> & {
  /** Above the title: what kind of news this is. */
  icon?: ReactNode;
  title: ReactNode;
  /** Where to go next: the first link is the main button, the others outline buttons. */
  links: readonly { href: ComponentProps<typeof Link>["href"]; label: string }[];
};

/** A centred card that says where things stand (a checkout cancelled or paid, a page not open) and where to go next. */
export function StatusCard({ icon, title, links, className, children, ...props }: StatusCardProps) {
  return (
    <div
      {...props}
      className={cn(
        "mx-auto grid w-full max-w-lg gap-4 rounded-xl border bg-card p-6 text-center shadow-xs",
        className,
      )}
    >
      {icon}
      <h1 className="text-xl font-semibold text-balance">{title}</h1>
      {children}
      <div className="flex flex-wrap justify-center gap-2">
        {links.map(({ href, label }, index) => (
          <Button key={label} asChild variant={index === 0 ? "default" : "outline"}>
            <Link href={href}>{label}</Link>
          </Button>
        ))}
      </div>
    </div>
  );
}

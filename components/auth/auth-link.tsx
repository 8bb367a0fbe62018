import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/core/i18n/navigation";

/** A link between the /auth pages, as their cards' footers show it (to login, to register). */
export function AuthLink({ href, children }: { href: ComponentProps<typeof Link>["href"]; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { cn } from "@/core/utils/cn";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return (
    letters
      .map((part) => Array.from(part ?? "")[0] ?? "")
      .join("")
      .toUpperCase() || "?"
  );
}

export function UserAvatar({ name, picture, className }: { name: string; picture: string | null; className?: string }) {
  return (
    <Avatar className={cn("size-8", className)}>
      {picture && <AvatarImage src={picture} alt="" />}
      <AvatarFallback>{initials(name)}</AvatarFallback>
    </Avatar>
  );
}

type UserAvatarButtonProps = ComponentProps<typeof Button> & { user: { name: string; picture: string | null } };

/** The round avatar button that opens an account menu (the trigger of the header's dropdown or the phone's sheet). */
export function UserAvatarButton({ user, ...props }: UserAvatarButtonProps) {
  const t = useTranslations("dashboard.userMenu");
  return (
    // Named by its content, the initials a sighted user sees and then what the button does: a name that
    // holds the visible text (WCAG 2.5.3, label in name), so "click PP" works with speech input.
    <Button variant="ghost" size="icon" className="rounded-full" {...props}>
      <UserAvatar name={user.name} picture={user.picture} />
      <span className="sr-only">{t("open")}</span>
    </Button>
  );
}

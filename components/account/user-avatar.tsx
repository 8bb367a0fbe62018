import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
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

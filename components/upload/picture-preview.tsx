import { UserRoundIcon } from "lucide-react";
import { cn } from "@/core/utils/cn";

/** The picture as a small square, or a placeholder when there is none. */
export function PicturePreview({ url, label, className }: { url?: string; label: string; className?: string }) {
  return (
    <div
      className={cn(
        "flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted text-muted-foreground",
        className,
      )}
    >
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- any address the user gives, or a local preview (blob:)
        <img src={url} alt={label} className="size-full object-cover" />
      ) : (
        <UserRoundIcon className="size-6" aria-label={label} role="img" />
      )}
    </div>
  );
}

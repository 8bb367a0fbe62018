import type { ReactNode } from "react";
import { cn } from "@/core/utils/cn";

/** One block of the settings page: a heading and its description beside (or above) the controls. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone,
}: {
  id: string;
  title: string;
  description?: string;
  children?: ReactNode;
  tone?: "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`settings-${id}`}
      className={cn(
        "grid gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6",
        tone === "danger" && "border-destructive/40",
      )}
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className={cn("text-base font-semibold", tone === "danger" && "text-destructive")}>
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

import { TriangleAlertIcon } from "lucide-react";
import { Link } from "@/core/i18n/navigation";

/** A plan limit that stopped an action: what happened, and a link to the plans that lift it. */
export function PlanLimitAlert({ message, plansLabel }: { message: string; plansLabel: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        {message}{" "}
        <Link href="/pricing" className="font-medium underline underline-offset-2">
          {plansLabel}
        </Link>
      </p>
    </div>
  );
}

import { AlertTriangle } from "lucide-react";

/** The warning under a written text that names facts the resume does not have (the new-facts check). */
export function NewFactsNote({ title, facts }: { title: string; facts: readonly { value: string }[] }) {
  if (facts.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-500/50 bg-amber-50 p-2 text-xs dark:bg-amber-950/30">
      <p className="flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
        <AlertTriangle className="size-3.5" aria-hidden />
        {title}
      </p>
      <p dir="auto">{facts.map((fact) => fact.value).join(", ")}</p>
    </div>
  );
}

import { cn } from "@/core/utils/cn";

export type ColumnHeader = { label: string; align: "start" | "end"; className?: string };

/** The header row of a small data table (token costs, token history): muted labels, start or end aligned. */
export function ColumnHeaders({ columns }: { columns: ColumnHeader[] }) {
  return (
    <thead>
      <tr className="border-b text-xs text-muted-foreground">
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cn("font-medium", column.align === "end" ? "text-end" : "text-start", column.className)}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

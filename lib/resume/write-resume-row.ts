import "server-only";
import { getDatabase, type Resume } from "@/lib/db";

/** The columns a save may change; data is written as given (already validated), never read back. */
export type ResumeRowChanges = {
  title?: string;
  slug?: string;
  visibility?: "PUBLIC" | "PRIVATE";
  data?: { json: string; template: string };
};

/** The saved row; `data` only when the save did not write it (the caller has what it wrote). */
export type WrittenResumeRow = Omit<Resume, "data"> & { data?: unknown };

// Timestamps are timestamp(3) without time zone holding UTC, as Prisma writes them; node-postgres would
// read them as local time, so they come back as ISO text and become Dates here.
const isoUtc = (column: string) => `to_char("${column}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${column}"`;
const returned = `"id", "title", "slug", "userId", "visibility"::text AS "visibility", "locked", "language", "template",
  "version", ${isoUtc("createdAt")}, ${isoUtc("updatedAt")}`;

/**
 * One `UPDATE ... RETURNING` of the owner's resume if it is still at `version` and unlocked, or null.
 * Raw SQL rather than Prisma: serialising the whole resume JSON as a query argument was a large
 * share of a save's CPU (bench/autosave.ts), where JSON.stringify is cheap.
 */
export async function writeResumeRow({
  resumeId,
  ownerId,
  version,
  changes,
}: {
  resumeId: string;
  ownerId: string;
  version: number;
  changes: ResumeRowChanges;
}): Promise<WrittenResumeRow | null> {
  const values: unknown[] = [resumeId, ownerId, version, new Date().toISOString()];
  const set = (column: string, value: unknown, cast = "") => `"${column}" = $${values.push(value)}${cast}`;
  const sets = [`"version" = "version" + 1`, `"updatedAt" = ($4::timestamptz AT TIME ZONE 'UTC')`];
  if (changes.title !== undefined) sets.push(set("title", changes.title));
  if (changes.slug !== undefined) sets.push(set("slug", changes.slug));
  if (changes.visibility !== undefined) sets.push(set("visibility", changes.visibility, `::"Visibility"`));
  if (changes.data !== undefined)
    sets.push(set("data", changes.data.json, "::jsonb"), set("template", changes.data.template));
  const database = await getDatabase();
  const [row] = await database.query<
    Omit<WrittenResumeRow, "createdAt" | "updatedAt"> & Record<"createdAt" | "updatedAt", string>
  >(
    `UPDATE "Resume" SET ${sets.join(", ")}
     WHERE "id" = $1 AND "userId" = $2 AND "version" = $3 AND NOT "locked"
     RETURNING ${returned}${changes.data === undefined ? `, "data"` : ""}`,
    values,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) } : null;
}

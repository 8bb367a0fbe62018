import slugify from "@sindresorhus/slugify";
import { randomBytes } from "node:crypto";

/** A URL slug from any script (Arabic and Cyrillic are transliterated); random when nothing is left. */
export function toSlug(value: string): string {
  const slug = slugify(value, { decamelize: false }).slice(0, 100).replace(/-+$/, "");
  return slug || `resume-${randomBytes(4).toString("hex")}`;
}

/** The first of base, base-2, base-3 ... that `isTaken` says is free. */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

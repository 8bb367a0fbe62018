import slugify from "@sindresorhus/slugify";

// Shared by the dialog (suggestions while typing) and the server (the slug that is stored).

/** A URL slug from any script (Arabic and Cyrillic are transliterated); empty when nothing is left. */
export function slugifyText(value: string): string {
  return slugify(value, { decamelize: false }).slice(0, 100).replace(/-+$/, "");
}

/** The stored slug: random when the text has no letters that transliterate (e.g. Chinese). */
export function toSlug(value: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  return slugifyText(value) || `resume-${random}`;
}

/** The first of base, base-2, base-3 ... that `isTaken` says is free. */
export async function firstFreeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/**
 * A new identifier for resume items, custom sections and custom fields.
 *
 * Reactive Resume v4 documents carry cuid2 ids; ours are UUIDs. Both are opaque strings, so the
 * schema accepts any non-empty id and documents keep whichever kind they were born with.
 */
export function createId(): string {
  // randomUUID only exists in secure contexts; a builder opened over plain http on a LAN IP still
  // needs ids, and getRandomValues is available everywhere.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();

  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

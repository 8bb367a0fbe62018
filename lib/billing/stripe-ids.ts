import "server-only";
/** A Stripe reference is an id or, when expanded, the object: either way its id. */
export function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === "string" ? reference : reference.id;
}

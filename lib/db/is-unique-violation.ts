import "server-only";

/**
 * A write refused by a unique index (a taken username, slug or idempotency key). PostgreSQL's 23505
 * arrives as Prisma's P2002, or as the raw code (or the adapter's kind) through a driver adapter,
 * sometimes wrapped as another error's cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta, cause } = error as {
    code?: unknown;
    meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } };
    cause?: unknown;
  };
  if (code === "P2002" || code === "23505") return true;
  if (meta?.code === "23505") return true;
  const adapterCause = meta?.driverAdapterError?.cause;
  if (adapterCause?.originalCode === "23505" || adapterCause?.kind === "UniqueConstraintViolation") return true;
  return cause !== undefined && cause !== error && isUniqueViolation(cause);
}

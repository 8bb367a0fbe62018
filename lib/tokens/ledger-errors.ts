import "server-only";

/**
 * A write refused by the ledger's unique idempotency key: the same request already changed the
 * balance. PostgreSQL's 23505 arrives as Prisma's P2002 (or as the raw code through a driver adapter).
 */
export function isDuplicateKey(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta, cause } = error as { code?: unknown; meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } }; cause?: unknown };
  if (code === "P2002" || code === "23505") return true;
  if (meta?.code === "23505") return true;
  const adapterCause = meta?.driverAdapterError?.cause;
  if (adapterCause?.originalCode === "23505" || adapterCause?.kind === "UniqueConstraintViolation") return true;
  return cause !== undefined && cause !== error && isDuplicateKey(cause);
}

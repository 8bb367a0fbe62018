// Ledger rows name an operation (PDF_EXPORT, ...) or, for grants and purchases, their kind (GRANT, ...):
// both are translated under tokens.operations, with "other" for a name this build does not know.

type Translator = { has: (key: string) => boolean; (key: string): string };

export function operationLabel(t: Translator, operation: string): string {
  const key = `operations.${operation}`;
  return t.has(key) ? t(key) : t("operations.other");
}

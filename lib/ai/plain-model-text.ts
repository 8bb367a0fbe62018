import "server-only";

/**
 * A model's answer as plain text, for texts shown and copied as plain text (React escapes them): a stray
 * tag or markdown bold the model added despite the prompt is taken out.
 */
export function plainModelText(text: string): string {
  return text
    .replace(/<[^>]+>/g, "")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .trim();
}

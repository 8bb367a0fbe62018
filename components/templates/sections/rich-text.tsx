import { isSanitizedRichTextEmpty, sanitizeRichText } from "@/core/templates/sanitize-html";

/** Sanitised rich text (summaries, descriptions); nothing at all when it shows nothing. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  const sanitized = sanitizeRichText(html);
  if (isSanitizedRichTextEmpty(sanitized)) return null;
  return (
    <div className={className ? `vr-rich ${className}` : "vr-rich"} dangerouslySetInnerHTML={{ __html: sanitized }} />
  );
}

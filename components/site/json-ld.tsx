/**
 * Structured data for search engines (schema.org as JSON-LD). A data block is never run by the
 * browser, so the page's script policy does not apply to it; what matters is that text from a user
 * (a public resume's name or headline) cannot close the element: every "<" is written as \u003c,
 * which JSON reads back as the same character.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

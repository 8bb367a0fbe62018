import sanitize from "sanitize-html";

/*
 * Rich text (summaries and item descriptions) comes from the builder's editor, importers and the
 * API, so it is untrusted HTML. What the editor can make survives: paragraphs, lists, headings
 * to level 3, emphasis, links and text alignment. Scripts, event handlers, styles other than
 * alignment and links other than http(s), mailto and tel do not.
 */

const options: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "mark",
    "code",
    "blockquote",
    "h1",
    "h2",
    "h3",
    "a",
    "span",
    "sub",
    "sup",
    "hr",
  ],
  allowedAttributes: {
    // target and rel are set by transformTags below, whatever the input said.
    a: ["href", "title", "target", "rel"],
    "*": ["style"],
  },
  allowedStyles: {
    "*": { "text-align": [/^(?:left|right|center|justify|start|end)$/] },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links open outside the resume (the public page and the PDF viewer), never in its frame.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && frame.text.trim() === "",
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}

/** Whether sanitised rich text shows anything: the spec counts a blank value or an empty paragraph as empty. */
export function isSanitizedRichTextEmpty(sanitized: string): boolean {
  return !/<hr\b/i.test(sanitized) && sanitized.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";
}

export function isRichTextEmpty(html: string): boolean {
  return isSanitizedRichTextEmpty(sanitizeRichText(html));
}

// Replaces the text of one bullet of an item's rich-text description (the booster's accepted
// rewrite, and its undo): the list item (or paragraph) whose own text is `before`, matched with its
// spaces collapsed, gets `after` as its text; a nested list under it, and every other block, stay as
// they were. Browser code: the DOM's parser reads and writes the HTML.

type ParseHtml = (html: string) => Document;

const browserParser: ParseHtml = (html) => new DOMParser().parseFromString(html, "text/html");

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

const isList = (node: Node) => node.nodeName === "UL" || node.nodeName === "OL";

/** The element's text without that of its nested lists. */
function ownText(element: Element): string {
  let text = "";
  for (const child of Array.from(element.childNodes))
    if (!isList(child)) text += child.nodeType === 1 ? ownText(child as Element) : (child.textContent ?? "");
  return text;
}

/**
 * The description with the bullet `before` rewritten as `after`, or null when no bullet of it reads
 * `before` (it was edited since). The innermost block wins: in `<li><p>text</p></li>` the paragraph.
 */
export function replaceBulletText(
  html: string,
  before: string,
  after: string,
  parse: ParseHtml = browserParser,
): string | null {
  const document = parse(`<!doctype html><html><body><div id="bullets-root">${html}</div></body></html>`);
  const root = document.getElementById("bullets-root");
  if (!root) return null;
  const wanted = collapse(before);
  const blocks = Array.from(root.querySelectorAll("li, p")).filter((block) => collapse(ownText(block)) === wanted);
  const block = blocks.find((candidate) => !blocks.some((other) => other !== candidate && candidate.contains(other)));
  if (!block) return null;
  for (const child of Array.from(block.childNodes)) if (!isList(child)) child.remove();
  block.insertBefore(document.createTextNode(after), block.firstChild);
  return root.innerHTML;
}

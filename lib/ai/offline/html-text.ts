import "server-only";
import { parseHTML } from "linkedom";

// The writing operations take the editor's rich text (HTML) and change words only: each text node
// is rewritten on its own and the markup (paragraphs, lists, emphasis, links) is kept as it was.
// linkedom parses and serialises; nothing here reads HTML by hand.

/** Applies `rewrite` to every text node of an HTML fragment (or to plain text) and serialises it back. */
export async function mapTextNodes(html: string, rewrite: (text: string) => string | Promise<string>): Promise<string> {
  if (!/[<&]/.test(html)) return rewrite(html);
  const { document } = parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  const root = document.getElementById("root");
  if (!root) return html;
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: { data: string }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as unknown as { data: string });
  for (const node of nodes) if (node.data.trim()) node.data = await rewrite(node.data);
  return root.innerHTML;
}

const blockTags = new Set(["P", "LI", "H1", "H2", "H3", "BLOCKQUOTE", "DIV", "UL", "OL"]);

type Edit = { start: number; end: number; text: string };

/**
 * Edits rich text as one document: the text nodes are joined (a blank line between blocks) and
 * handed to `findEdits`, whose edits (in UTF-16 units, last first, not overlapping) are applied
 * inside the text node each falls in; an edit across two nodes is skipped, so markup never moves.
 */
export async function editTextNodes(
  html: string,
  findEdits: (text: string) => Promise<Edit[]>,
): Promise<{ text: string; applied: number }> {
  const { document } = parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  const root = document.getElementById("root");
  if (!root) return { text: html, applied: 0 };
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: { node: { data: string }; start: number; text: string }[] = [];
  let joined = "";
  let lastBlock: unknown;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let block = node.parentNode;
    while (block && block !== root && !blockTags.has((block as { tagName?: string }).tagName ?? ""))
      block = block.parentNode;
    if (nodes.length && block !== lastBlock) joined += "\n\n";
    lastBlock = block;
    const text = (node as unknown as { data: string }).data;
    nodes.push({ node: node as unknown as { data: string }, start: joined.length, text });
    joined += text;
  }
  let applied = 0;
  for (const edit of await findEdits(joined)) {
    const owner = nodes.find((entry) => edit.start >= entry.start && edit.end <= entry.start + entry.text.length);
    if (!owner) continue;
    owner.text = owner.text.slice(0, edit.start - owner.start) + edit.text + owner.text.slice(edit.end - owner.start);
    applied++;
  }
  for (const entry of nodes) entry.node.data = entry.text;
  return { text: /[<&]/.test(html) ? root.innerHTML : nodes.map((entry) => entry.node.data).join(""), applied };
}

/** The visible text of an HTML fragment (block ends as line breaks), for fact checks and prompts. */
export function textOf(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const { document } = parseHTML(
    `<!doctype html><html><body><div id="root">${html.replace(/<\/(p|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, (tag) => `${tag}\n`)}</div></body></html>`,
  );
  return (document.getElementById("root")?.textContent ?? "").replace(/\n{2,}/g, "\n").trim();
}

/** Plain text as one paragraph of rich text (escaped by the DOM, not by hand). */
export function paragraphHtml(text: string): string {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const paragraph = document.createElement("p");
  paragraph.textContent = text;
  return paragraph.outerHTML;
}

/**
 * Rich text as plain text for places that take no markup (LinkedIn): one line per paragraph, list
 * items as "• " lines (a nested list's items too), whitespace collapsed, empty blocks dropped.
 */
export function textWithBullets(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, " ").trim();
  const { document } = parseHTML(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  const root = document.getElementById("root");
  if (!root) return "";
  const lines: string[] = [];
  const ownText = (element: Element): string => {
    let text = "";
    for (const child of Array.from(element.childNodes)) {
      const tag = (child as Element).tagName;
      if (tag === "UL" || tag === "OL") continue;
      text += child.nodeType === 1 ? ownText(child as Element) : (child.textContent ?? "");
      if (tag === "BR" || tag === "P") text += " ";
    }
    return text;
  };
  for (const element of Array.from(root.querySelectorAll("p, li, h1, h2, h3, blockquote"))) {
    const isItem = element.tagName === "LI";
    if (!isItem && element.parentElement?.closest("li, blockquote")) continue;
    const text = ownText(element).replace(/\s+/g, " ").trim();
    if (text) lines.push(isItem ? `• ${text}` : text);
  }
  if (lines.length === 0) {
    const text = (root.textContent ?? "").replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
  }
  return lines.join("\n");
}

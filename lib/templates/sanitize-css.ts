/*
 * The user's custom CSS is inlined in a <style> element of the preview, the public page and the
 * print page. It may restyle the resume and nothing else: no leaving the <style> element, no
 * loading anything from outside the app (tracking pixels, remote fonts, the cloud metadata
 * address), no script. The checks run on the text with CSS escapes decoded, so `u\72l(` or
 * `@\69mport` is judged as what the browser would read.
 */

const maxCssLength = 100_000;

const forbiddenAtRules = new Set(["import", "charset", "namespace", "document", "-moz-document"]);
// Script hooks of old engines and anything that names a script URL, wherever it appears.
const forbiddenFragments = ["expression(", "javascript:", "vbscript:", "livescript:", "-moz-binding", "behavior:", "behaviour:"];
// Functions whose string arguments are fetched like url() arguments.
const fetchingFunctions = /(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image-set|src|image|cross-fade)\(/;

/** Sanitised CSS: safe to inline in a <style> element; see the module comment for what goes. */
export function sanitizeCss(input: string): string {
  const source = input.slice(0, maxCssLength).replace(/\u0000/g, "");
  const chunks = splitChunks(source);
  const output: string[] = [];
  let depth = 0;
  // Depth at which a dropped block started; everything inside it is skipped.
  let skipUntilDepth: number | null = null;

  for (const { text, end } of chunks) {
    if (skipUntilDepth !== null) {
      if (end === "{") depth += 1;
      if (end === "}") {
        depth -= 1;
        if (depth === skipUntilDepth) skipUntilDepth = null;
      }
      continue;
    }
    if (end === "{") {
      if (isForbidden(text)) {
        skipUntilDepth = depth;
        depth += 1;
        continue;
      }
      output.push(`${text.trim()} {`);
      depth += 1;
      continue;
    }
    // A declaration or an at-rule statement, ended by ";", "}" or the end of the text.
    if (text.trim() !== "" && !isForbidden(text)) output.push(`${text.trim()};`);
    if (end === "}") {
      // A closing brace with nothing open would end the scope the CSS is wrapped in.
      if (depth === 0) continue;
      depth -= 1;
      output.push("}");
    }
  }
  while (depth > 0) {
    output.push("}");
    depth -= 1;
  }
  // "<" has no meaning in CSS outside strings; escaped, it can never close the <style> element.
  return output.join("\n").replace(/</g, "\\3c ");
}

/** The custom CSS, sanitised and nested under `scopeSelector` so it only reaches the resume. */
export function scopeCustomCss(input: string, scopeSelector: string): string {
  const css = sanitizeCss(input);
  return css.trim() === "" ? "" : `${scopeSelector} {\n${css}\n}`;
}

/** A resource address the resume may load: a data: URL or one on the app's own origin. */
export function isAllowedResourceUrl(rawUrl: string): boolean {
  // Browsers drop tabs, newlines and leading/trailing spaces from URLs before reading the scheme.
  const url = rawUrl.replace(/[\u0000-\u0020\u007f]/g, "");
  if (url === "") return true;
  if (/^data:/i.test(url)) return true;
  if (/^[/\\]{2}/.test(url)) return false;
  // A relative reference has no scheme: no ":" before the first "/", "?" or "#".
  return !/^[^/?#]*:/.test(url);
}

type Chunk = { text: string; end: "{" | "}" | ";" | "" };

/** Splits CSS into text runs ended by a structural character, with comments removed and strings kept whole. */
function splitChunks(css: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current = "";
  let index = 0;
  while (index < css.length) {
    const char = css[index]!;
    if (char === "/" && css[index + 1] === "*") {
      const close = css.indexOf("*/", index + 2);
      index = close === -1 ? css.length : close + 2;
      current += " ";
      continue;
    }
    if (char === '"' || char === "'") {
      const end = stringEnd(css, index);
      let literal = css.slice(index, end);
      if (!literal.endsWith(char) || literal.length === 1) literal += char;
      current += literal;
      index = end;
      continue;
    }
    // An unquoted url( ... ) is one token in CSS: a ";" inside it (data: URLs) ends nothing.
    const unquotedUrl = /^url\(\s*[^"'\s)]/i.exec(css.slice(index, index + 6));
    if (unquotedUrl) {
      const close = css.indexOf(")", index);
      const end = close === -1 ? css.length : close + 1;
      current += css.slice(index, end);
      index = end;
      continue;
    }
    if (char === "\\") {
      current += css.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (char === "{" || char === "}" || char === ";") {
      chunks.push({ text: current, end: char });
      current = "";
      index += 1;
      continue;
    }
    current += char;
    index += 1;
  }
  if (current.trim() !== "") chunks.push({ text: current, end: "" });
  return chunks;
}

/** Index just past the string starting at `start` (an unterminated string ends at the line's end). */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length) {
    const char = css[index];
    if (char === "\\") {
      index += 2;
      continue;
    }
    if (char === quote) return index + 1;
    if (char === "\n") return index;
    index += 1;
  }
  return css.length;
}

function isForbidden(chunk: string): boolean {
  // Markup outside a string is never CSS: it is someone trying to close the <style> element.
  if (chunk.replace(/"(?:\\[\s\S]|[^"\\])*"?|'(?:\\[\s\S]|[^'\\])*'?/g, "").includes("<")) return true;
  const decoded = decodeCssEscapes(chunk).toLowerCase();
  const compact = decoded.replace(/[\u0000-\u0020\u007f]/g, "");
  const atRule = /^\s*@([a-z-]+)/.exec(decoded);
  if (atRule && forbiddenAtRules.has(atRule[1]!)) return true;
  if (forbiddenFragments.some((fragment) => compact.includes(fragment))) return true;
  return resourceUrls(decoded).some((url) => !isAllowedResourceUrl(url));
}

/** Every address the chunk would make the browser fetch. */
function resourceUrls(decoded: string): string[] {
  const urls: string[] = [];
  for (const match of decoded.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/g)) {
    urls.push(match[1] ?? match[2] ?? match[3] ?? "");
  }
  if (fetchingFunctions.test(decoded)) {
    for (const match of decoded.matchAll(/"([^"]*)"|'([^']*)'/g)) urls.push(match[1] ?? match[2] ?? "");
  }
  return urls;
}

/** CSS escapes (`\75`, `\u`, `\` + newline) turned into the characters they stand for. */
export function decodeCssEscapes(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\r\n|([\s\S]))/g, (whole, hex: string | undefined, char: string | undefined) => {
    if (hex !== undefined) {
      const codePoint = Number.parseInt(hex, 16);
      return codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff) ? "\ufffd" : String.fromCodePoint(codePoint);
    }
    if (char === undefined || char === "\n" || char === "\r" || char === "\f") return "";
    return char;
  });
}

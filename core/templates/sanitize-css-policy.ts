import type { CssNode, Selector } from "css-tree";
import { ident } from "css-tree/utils";
import walk from "css-tree/walker";

/*
 * What the user's custom CSS may contain, judged on css-tree's parse (the tokenizer of CSS Syntax 3,
 * the one browsers use). Names are compared decoded (`b\6f dy` is `body`), and
 * `normalizeNames` rewrites them in their plain spelling so that what is checked is what is printed.
 */

/** At-rules kept (each with a block): conditions and layers. Everything else is dropped, @page and @import included. */
export const allowedAtRules: ReadonlySet<string> = new Set(["media", "supports", "container", "layer"]);

// Structural and state pseudo-classes, and the legacy one-colon pseudo-elements. Never :root, :scope or :host.
const allowedPseudoClasses: ReadonlySet<string> = new Set([
  "first-child",
  "last-child",
  "only-child",
  "first-of-type",
  "last-of-type",
  "only-of-type",
  "nth-child",
  "nth-last-child",
  "nth-of-type",
  "nth-last-of-type",
  "empty",
  "not",
  "is",
  "where",
  "has",
  "lang",
  "dir",
  "hover",
  "focus",
  "focus-visible",
  "focus-within",
  "active",
  "link",
  "visited",
  "any-link",
  "before",
  "after",
  "first-line",
  "first-letter",
]);

const allowedPseudoElements: ReadonlySet<string> = new Set([
  "before",
  "after",
  "marker",
  "first-line",
  "first-letter",
  "selection",
  "placeholder",
]);

// Elements that are never part of a resume: naming them can only mean reaching for the page around it.
const outsideElements: ReadonlySet<string> = new Set([
  "html",
  "body",
  "head",
  "style",
  "script",
  "title",
  "meta",
  "link",
  "base",
  "iframe",
]);

// Script hooks of old engines.
const forbiddenProperties: ReadonlySet<string> = new Set(["behavior", "behaviour", "-ms-behavior", "-moz-binding"]);
const forbiddenFunctions: ReadonlySet<string> = new Set(["expression", "element", "url", "paint"]);

// Functions whose arguments are fetched: their strings are URLs, and nothing in them may be computed.
const fetchingFunctions: ReadonlySet<string> = new Set(["image-set", "image", "cross-fade", "src"]);
// Functions whose value is only known in the browser: a URL built from them cannot be checked here.
const substitutionFunctions: ReadonlySet<string> = new Set(["var", "env", "attr", "if", "inherit", "random-item"]);

const vendorPrefix = /^-(?:webkit|moz|ms|o)-/;

/** A name as the browser reads it: escapes decoded, ASCII lower case, vendor prefix kept. */
export function plainName(name: string): string {
  return ident.decode(name).toLowerCase();
}

function unprefixed(name: string): string {
  return plainName(name).replace(vendorPrefix, "");
}

/**
 * A resource address the resume may load: an image in a data: URL, a fragment of the document
 * itself (SVG filters, clip paths) or one of the app's own asset paths (the only ones the print
 * page answers, and none of them does anything on a GET).
 */
export function isAllowedResourceUrl(rawUrl: string): boolean {
  // Browsers drop tabs, newlines and leading/trailing spaces from URLs before reading them.
  const url = rawUrl.replace(/[\u0000-\u0020\u007f]/g, "");
  if (/^data:image\//i.test(url)) return true;
  if (/^#[^\\]*$/.test(url)) return true;
  if (url.includes("\\") || /(?:^|\/)\.\.?(?:\/|$)/.test(url) || /%2e|%2f|%5c/i.test(url)) return false;
  return /^\/(?:uploads|templates|fonts)\/[^/]/.test(url);
}

/** Rewrites escaped names in their plain spelling, so `u\72l(` is printed as the `url(` the browser reads it as. */
export function normalizeNames(tree: CssNode): void {
  walk(tree, (node) => {
    switch (node.type) {
      case "Function":
      case "Identifier":
      case "Atrule":
      case "TypeSelector":
      case "PseudoClassSelector":
      case "PseudoElementSelector":
        if (node.name.includes("\\")) node.name = ident.encode(ident.decode(node.name));
        break;
      case "Declaration":
        if (node.property.includes("\\")) node.property = ident.encode(ident.decode(node.property));
        break;
      default:
        break;
    }
  });
}

/** Whether a tree has nodes css-tree could not make sense of (it keeps them as raw text). */
export function hasRawNodes(node: CssNode): boolean {
  let found = false;
  walk(node, (child) => {
    if (child.type === "Raw") found = true;
  });
  return found;
}

/** Whether a declaration (or an at-rule prelude) may stay: nothing fetched from outside, no script hooks. */
export function isAllowedValue(node: CssNode, property = ""): boolean {
  if (property !== "" && forbiddenProperties.has(plainName(property))) return false;
  if (hasRawNodes(node)) return false;
  let allowed = true;
  walk(node, (child) => {
    if (child.type === "Url" && !isAllowedResourceUrl(child.value)) allowed = false;
    if (child.type === "Function") {
      const name = unprefixed(child.name);
      if (forbiddenFunctions.has(name) || forbiddenFunctions.has(plainName(child.name))) allowed = false;
      if (fetchingFunctions.has(name) && !isAllowedFetch(child)) allowed = false;
    }
  });
  return allowed;
}

function isAllowedFetch(fetching: CssNode): boolean {
  let allowed = true;
  walk(fetching, (child) => {
    if (child.type === "String" && !isAllowedResourceUrl(child.value)) allowed = false;
    if (child.type === "Function" && substitutionFunctions.has(unprefixed(child.name))) allowed = false;
  });
  return allowed;
}

/**
 * Whether a selector of a rule nested under the resume's root stays inside the resume.
 * `rootLike`: the rule it is nested in may match the root itself (directly under the scope, or
 * under `&`-only rules). There `&` may only lead the selector and be followed by a descendant or
 * child combinator: `.x &` reads the page around the resume, `& + .x` is the page's.
 * Inside a functional pseudo-class `&` is never allowed: `html:has(&) body` or `:not(&)` match
 * outside whatever `&` is.
 */
export function isAllowedSelector(selector: Selector, rootLike: boolean): boolean {
  const parts = selector.children.toArray();
  const first = parts[0];
  if (!first) return false;
  if (rootLike) {
    if (first.type === "Combinator" && first.name !== ">") return false;
    const firstCombinator = parts.find((part) => part.type === "Combinator" && part !== first);
    if (firstCombinator?.type === "Combinator" && first.type === "NestingSelector" && /[+~]/.test(firstCombinator.name))
      return false;
    if (parts.some((part) => part.type === "NestingSelector" && part !== first)) return false;
  }

  let allowed = true;
  walk(selector, function check(node) {
    switch (node.type) {
      case "NestingSelector":
        // `this.function`: the functional pseudo-class or other function the walk is inside.
        if (this.function !== null) allowed = false;
        break;
      case "TypeSelector": {
        const name = plainName(node.name);
        if (name.includes("|") || outsideElements.has(name)) allowed = false;
        break;
      }
      case "PseudoClassSelector":
        if (!allowedPseudoClasses.has(plainName(node.name))) allowed = false;
        break;
      case "PseudoElementSelector":
        if (!allowedPseudoElements.has(plainName(node.name))) allowed = false;
        break;
      case "Raw":
        allowed = false;
        break;
      default:
        break;
    }
  });
  return allowed;
}

/** Whether a selector can match the element of the rule it is nested in (`&`, `&.x`, `&:hover`). */
export function matchesParent(selector: Selector): boolean {
  const parts = selector.children.toArray();
  return parts[0]?.type === "NestingSelector" && !parts.some((part) => part.type === "Combinator");
}

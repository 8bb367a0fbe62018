import type { Atrule, Block, CssNode, Rule } from "css-tree";
import generate from "css-tree/generator";
import parse from "css-tree/parser";
import { List } from "css-tree/utils";

import {
  allowedAtRules,
  hasRawNodes,
  isAllowedSelector,
  isAllowedValue,
  matchesParent,
  normalizeNames,
  plainName,
} from "./sanitize-css-policy";

export { isAllowedResourceUrl } from "./sanitize-css-policy";

/*
 * The user's custom CSS is inlined in a <style> element of the preview, the public page and the
 * print page. It may restyle the resume and nothing else: no rule outside the resume's root, no
 * loading anything from outside the app (tracking pixels, remote fonts, the cloud metadata
 * address), no script, no leaving the <style> element.
 *
 * The text is parsed by css-tree (CSS Syntax 3 tokenization, as browsers do), everything not
 * allowed is dropped from the tree, and the stylesheet is printed anew from what is left: the
 * structure the browser sees is the tree that was checked, whatever the input's escapes, comments
 * or unbalanced braces. The result is nested under the resume's root and wrapped in @scope, so even
 * a selector that names the page around the resume cannot match anything outside it.
 */

const maxCssLength = 100_000;
// Deeper nesting is no real stylesheet; the bound keeps the walk short.
const maxDepth = 12;

const parseOptions = {
  parseValue: true,
  parseCustomProperty: true,
  parseAtrulePrelude: true,
  parseRulePrelude: true,
  positions: true,
} as const;
// Bounds the re-reading of nested rules css-tree left unparsed (see `nestedRulesIn`).
const maxRereads = 2_000;

// rootLike: rules here may match the resume's root itself; inRule: declarations here belong to a
// rule; text: the source the nodes' positions refer to; rereads: a shared budget.
type Context = { rootLike: boolean; inRule: boolean; depth: number; text: string; rereads: { left: number } };

/** Sanitised rules, to be nested under the resume's root (see `scopeCustomCss`). */
export function sanitizeCss(input: string): string {
  const source = input.slice(0, maxCssLength).replace(/\u0000/g, "\ufffd");
  try {
    const tree = parse(source, { context: "stylesheet", ...parseOptions });
    if (tree.type !== "StyleSheet") return "";
    normalizeNames(tree);
    tree.children = keepAllowed(tree.children, {
      rootLike: true,
      inRule: false,
      depth: 0,
      text: source,
      rereads: { left: maxRereads },
    });
    // "<" has no meaning in CSS outside strings, URLs and escaped names, where its escape reads the
    // same: escaped, nothing can close the <style> element.
    return generate(tree).replace(/</g, "\\3c ");
  } catch {
    // Pathological input (nesting deep enough to exhaust the stack) gets no custom CSS at all.
    return "";
  }
}

/**
 * The custom CSS, sanitised, nested under `scopeSelector` (the resume's root, which keeps the
 * specificity custom rules had over the template's) and inside `@scope`, where a rule only matches
 * elements of the resume. `scopeSelector` is the app's own, never user input.
 */
export function scopeCustomCss(input: string, scopeSelector: string): string {
  const css = sanitizeCss(input);
  return css === "" ? "" : `@scope (${scopeSelector}) {\n:where(:scope)${scopeSelector} {\n${css}\n}\n}`;
}

function keepAllowed(children: List<CssNode>, context: Context): List<CssNode> {
  const kept: CssNode[] = [];
  const queue = children.toArray().map((node) => ({ node, text: context.text }));
  for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
    const { node, text } = entry;
    const here = { ...context, text };
    const nested = context.inRule ? nestedRulesIn(node, here) : null;
    if (nested) {
      queue.unshift(...nested);
    } else if (node.type === "Declaration") {
      // Declarations only mean something inside a rule; at the top they would be the root's own.
      if (context.inRule && isAllowedValue(node.value, node.property)) kept.push(node);
    } else if (node.type === "Rule") {
      const rule = allowedRule(node, here);
      if (rule) kept.push(rule);
    } else if (node.type === "Atrule") {
      const atRule = allowedAtRule(node, here);
      if (atRule) kept.push(atRule);
    }
    // Anything else (raw text css-tree could not parse, comments) is dropped.
  }
  return new List<CssNode>().fromArray(kept);
}

/**
 * css-tree predates relaxed nesting: a nested rule that starts with an element name or a
 * combinator (`h3 { }`, `> p { }`) is left unparsed with the rest of its block, as raw text or as
 * a "declaration" with a raw value. It means `& h3 { }`: the text is read again with the `&`, one
 * rule further each time. What is still raw after that is dropped.
 */
function nestedRulesIn(node: CssNode, context: Context): { node: CssNode; text: string }[] | null {
  let raw: string | undefined;
  if (node.type === "Raw") raw = node.value;
  else if (
    node.type === "Declaration" &&
    node.value.type === "Raw" &&
    !node.property.startsWith("--") &&
    node.loc &&
    node.value.loc
  ) {
    raw = context.text.slice(node.loc.start.offset, node.value.loc.end.offset);
  }
  if (raw === undefined || !raw.includes("{") || context.rereads.left <= 0) return null;
  context.rereads.left -= 1;
  const text = `{${/^\s*&/.test(raw) ? "" : "& "}${raw}}`;
  const block = parse(text, { context: "block", ...parseOptions });
  if (block.type !== "Block") return null;
  normalizeNames(block);
  const first = block.children.first;
  // No progress: the same text would come back raw again.
  if (!first || first.type === "Raw" || (first.type === "Declaration" && first.value.type === "Raw")) return null;
  return block.children.toArray().map((child) => ({ node: child, text }));
}

function allowedRule(rule: Rule, context: Context): Rule | null {
  if (context.depth >= maxDepth) return null;
  if (rule.prelude.type !== "SelectorList") return null;
  const selectors = rule.prelude.children.toArray();
  // One bad selector drops the whole rule, as a browser drops a rule with one invalid selector.
  if (
    selectors.length === 0 ||
    !selectors.every((selector) => selector.type === "Selector" && isAllowedSelector(selector, context.rootLike))
  )
    return null;
  const rootLike =
    context.rootLike && selectors.some((selector) => selector.type === "Selector" && matchesParent(selector));
  rule.block = allowedBlock(rule.block, { ...context, rootLike, inRule: true, depth: context.depth + 1 });
  return rule;
}

function allowedAtRule(atRule: Atrule, context: Context): Atrule | null {
  if (context.depth >= maxDepth || !allowedAtRules.has(plainName(atRule.name)) || !atRule.block) return null;
  if (
    atRule.prelude &&
    (atRule.prelude.type === "Raw" || hasRawNodes(atRule.prelude) || !isAllowedValue(atRule.prelude))
  )
    return null;
  // A condition keeps the context it is in: its rules (or declarations) apply to the same elements.
  atRule.block = allowedBlock(atRule.block, { ...context, depth: context.depth + 1 });
  return atRule;
}

function allowedBlock(block: Block, context: Context): Block {
  block.children = keepAllowed(block.children, context);
  return block;
}

// css-tree's parser, printer, walker and helpers on their own: the package's main entry also builds
// its validator from ~100 KB of syntax data, which the sanitiser does not use (and the builder's
// preview would download). @types/css-tree only describes the main entry; these are its parts.
declare module "css-tree/parser" {
  import type { parse } from "css-tree";
  const parser: typeof parse;
  export default parser;
}

declare module "css-tree/generator" {
  import type { generate } from "css-tree";
  const generator: typeof generate;
  export default generator;
}

declare module "css-tree/walker" {
  import type { walk } from "css-tree";
  const walker: typeof walk;
  export default walker;
}

declare module "css-tree/utils" {
  export { ident, List } from "css-tree";
}

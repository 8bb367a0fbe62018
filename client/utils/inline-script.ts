// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any standalone function's source
type Helpers = Record<string, Function>;

/**
 * An inline script that calls `start` with `options` (and `helpers`): the function's own source text, called with
 * the options as JSON and the helpers as their source text. `start` and each helper must stand alone (no imports,
 * no names from their module in what runs, nothing but the browser's globals and their arguments), since only their
 * text is sent. The JSON is kept inside its script element: a "<" in a string could otherwise close the element or
 * open a comment.
 */
export function inlineScript<Options, H extends Helpers = Helpers>(
  start: (options: Options, helpers: H) => void,
  options: Options,
  helpers?: H,
): string {
  const json = JSON.stringify(options).replaceAll("<", "\\u003c");
  if (!helpers) return `(${start.toString()})(${json})`;
  const sources = Object.entries(helpers).map(([name, helper]) => `${JSON.stringify(name)}:${helper.toString()}`);
  return `(${start.toString()})(${json},{${sources.join(",")}})`;
}

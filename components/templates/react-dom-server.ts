import path from "node:path";

import type * as ReactDomServer from "react-dom/server";

/**
 * Node's react-dom/server, loaded at run time. Next compiles route handlers for React Server
 * Components, where importing react-dom/server is refused at build time; rendering a template to a
 * static HTML document (the PDF's print page) is exactly what it is for, so the renderer is
 * required through Node's own resolution instead of the bundle's.
 */
export function loadReactDomServer(): typeof ReactDomServer {
  const { createRequire } = process.getBuiltinModule("node:module");
  const requireFromApp = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json"));
  return requireFromApp("react-dom/server");
}

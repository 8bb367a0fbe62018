/*
 * The app's server modules import "server-only", which throws outside React's server build: a bench
 * imports this first, then the app's modules dynamically.
 */
import { register } from "node:module";

const stubServerOnly = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(stubServerOnly)}`);
process.env.AUTH_SECRET ??= "bench-only-not-a-secret";

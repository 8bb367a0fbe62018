import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// What the build says each server route needs at run time (Next.js's `.nft.json` traces) is what a deployment
// copies. A dynamic path the bundler cannot narrow makes it trace the whole project; these folders and files of
// ours are never needed by the server, so a trace that names one shows that mistake.
const neverNeeded = ["tests", "bench", "docs", ".ci", "README.md"];

/** Every project file outside what the server may read that a route's trace names, per trace file. */
export function unneededTracedFiles(nextDir, projectRoot) {
  const found = new Map();
  for (const entry of readdirSync(path.join(nextDir, "server"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".nft.json")) continue;
    const traceFile = path.join(entry.parentPath, entry.name);
    const { files } = JSON.parse(readFileSync(traceFile, "utf8"));
    const unneeded = files
      .map((file) => path.relative(projectRoot, path.resolve(entry.parentPath, file)))
      .filter((file) => neverNeeded.includes(file.split(path.sep)[0]));
    if (unneeded.length) found.set(path.relative(nextDir, traceFile), unneeded);
  }
  return found;
}

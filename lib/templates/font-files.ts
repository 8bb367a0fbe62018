import "server-only";
import { realpath, stat } from "node:fs/promises";
import path from "node:path";

/*
 * The font route serves files of the bundled @fontsource packages and nothing else: the path must
 * name a font file inside node_modules/@fontsource(-variable)/<package>/files/, checked both by shape and,
 * after following links, by where the file really is.
 */

const fontContentTypes: Record<string, string> = {
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

const packageScope = /^@fontsource(?:-variable)?$/;
const packageName = /^[a-z0-9][a-z0-9-]*$/;
const fileName = /^[a-z0-9][a-z0-9-]*\.(?:woff2|woff)$/;

export type FontFile = { absolutePath: string; contentType: string };

export async function resolveFontFile(segments: readonly string[], root = process.cwd()): Promise<FontFile | null> {
  if (segments.length !== 4) return null;
  const [scope = "", name = "", folder = "", file = ""] = segments;
  if (!packageScope.test(scope) || !packageName.test(name) || folder !== "files" || !fileName.test(file)) return null;

  const modules = path.join(/*turbopackIgnore: true*/ root, "node_modules");
  const candidate = path.join(/*turbopackIgnore: true*/ modules, scope, name, folder, file);
  try {
    const [realModules, realFile] = await Promise.all([
      realpath(modules),
      realpath(/*turbopackIgnore: true*/ candidate),
    ]);
    const relative = path.relative(realModules, realFile);
    if (relative.startsWith("..") || path.isAbsolute(relative) || !packageScope.test(relative.split(path.sep)[0] ?? ""))
      return null;
    const info = await stat(realFile);
    if (!info.isFile()) return null;
    return {
      absolutePath: realFile,
      contentType: fontContentTypes[path.extname(realFile)] ?? "application/octet-stream",
    };
  } catch {
    return null;
  }
}

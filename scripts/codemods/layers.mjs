#!/usr/bin/env node
/*
 * The layers codemod (issue #23, docs/ARCHITECTURE.md "Layers"): lib/ becomes server code only.
 *
 *   node scripts/codemods/layers.mjs             (--dry-run: list the moves, change nothing)
 *
 * 1. Moves, with `git mv`, the files of the `moves` table: lib modules that browser code imports go to
 *    core/ (isomorphic) or client/ (browser only), and the modules that made six pairs of folders import
 *    each other go where the flow is one-way. A folder entry also takes files added to it later; tests
 *    move with their modules. A destination that exists already stops the run before anything changes.
 * 2. Rewrites every import specifier that names a moved file, in every tracked or new source file (found
 *    by scanning, parsed with TypeScript's compiler API): import/export, `import()`, `require()`,
 *    `vi.mock()` and the other vi module helpers, `import("...")` types. Aliases stay aliases
 *    (`@/lib/x` → `@/core/x`); a relative path stays relative inside its folder and becomes an alias
 *    where it would climb out. Scripts in scripts/codemods/ are left alone.
 * 3. Rewrites repository paths (`lib/builder/store.ts`, `lib/builder/`) in docs, configs and comments.
 * 4. Adds `import "server-only"` to every lib module that lacks it, except modules that Node tools load
 *    outside Next (the Playwright config, scripts/, tests/e2e/), where server-only throws; those are listed.
 * 5. Reports lib modules that browser code still reaches (a value import from a "use client" module, or
 *    from anything such a module imports; exit status 1: they belong in the table and get no server-only
 *    meanwhile), and pairs of folders that still import each other.
 *
 * Idempotent: a second run moves, rewrites and marks nothing.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const dryRun = process.argv.includes("--dry-run");
const root = path.resolve(import.meta.dirname, "../..");
process.chdir(root);

/** [from, to]: a file, or a folder ending in "/" (everything in it, tests included, keeps its place below). */
const moves = [
  // Isomorphic: pure modules the browser and the server both import.
  ["lib/auth/field-schemas.ts", "core/auth/field-schemas.ts"],
  ["lib/auth/password-policy.ts", "core/auth/password-policy.ts"],
  ["lib/auth/password-policy.test.ts", "core/auth/password-policy.test.ts"],
  ["lib/auth/reserved-usernames.ts", "core/auth/reserved-usernames.ts"],
  ["lib/auth/reserved-usernames.test.ts", "core/auth/reserved-usernames.test.ts"],
  ["lib/auth/safe-redirect.ts", "core/auth/safe-redirect.ts"],
  ["lib/auth/safe-redirect.test.ts", "core/auth/safe-redirect.test.ts"],
  ["lib/auth/username.ts", "core/auth/username.ts"],
  ["lib/auth/username.test.ts", "core/auth/username.test.ts"],
  ["lib/errors/", "core/errors/"],
  ["lib/i18n/locales.ts", "core/i18n/locales.ts"],
  ["lib/i18n/navigation.ts", "core/i18n/navigation.ts"],
  ["lib/i18n/app-routes.fallback.d.ts", "core/i18n/app-routes.fallback.d.ts"],
  ["lib/i18n/routing.ts", "core/i18n/routing.ts"],
  ["lib/pdf/export-progress-events.ts", "core/pdf/export-progress-events.ts"],
  ["lib/resume/samples/", "core/resume/samples/"],
  ["lib/resume/schema/", "core/resume/schema/"],
  ["lib/resume/slug.ts", "core/resume/slug.ts"],
  ["lib/templates/backgrounds.ts", "core/templates/backgrounds.ts"],
  ["lib/templates/backgrounds.test.ts", "core/templates/backgrounds.test.ts"],
  ["lib/templates/catalog.ts", "core/templates/catalog.ts"],
  ["lib/templates/catalog.test.ts", "core/templates/catalog.test.ts"],
  ["lib/templates/css-tree-parts.d.ts", "core/templates/css-tree-parts.d.ts"],
  ["lib/templates/direction.ts", "core/templates/direction.ts"],
  ["lib/templates/direction.test.ts", "core/templates/direction.test.ts"],
  ["lib/templates/font-packages.ts", "core/templates/font-packages.ts"],
  ["lib/templates/fonts.ts", "core/templates/fonts.ts"],
  ["lib/templates/font-face-css.ts", "core/templates/font-face-css.ts"],
  ["lib/templates/font-face-css.test.ts", "core/templates/font-face-css.test.ts"],
  ["lib/templates/font-stacks.ts", "core/templates/font-stacks.ts"],
  ["lib/templates/font-stacks.test.ts", "core/templates/font-stacks.test.ts"],
  ["lib/templates/fonts.test.ts", "core/templates/fonts.test.ts"],
  ["lib/templates/page-format.ts", "core/templates/page-format.ts"],
  ["lib/templates/sanitize-css-policy.ts", "core/templates/sanitize-css-policy.ts"],
  ["lib/templates/sanitize-css.ts", "core/templates/sanitize-css.ts"],
  ["lib/templates/sanitize-css.test.ts", "core/templates/sanitize-css.test.ts"],
  ["lib/templates/sanitize-html.ts", "core/templates/sanitize-html.ts"],
  ["lib/templates/sanitize-html.test.ts", "core/templates/sanitize-html.test.ts"],
  ["lib/uploads/image-source.ts", "core/uploads/image-source.ts"],
  ["lib/uploads/picture-limits.ts", "core/uploads/picture-limits.ts"],
  ["lib/uploads/upload-errors.ts", "core/uploads/upload-errors.ts"],
  ["lib/utils/cn.ts", "core/utils/cn.ts"],
  ["lib/utils/plain-text.ts", "core/utils/plain-text.ts"],
  // Browser only: the builder's state, hooks and autosave queue, the API client, browser-side checks.
  ["lib/builder/", "client/builder/"],
  ["lib/http/api-client.ts", "client/http/api-client.ts"],
  ["lib/http/api-client.test.ts", "client/http/api-client.test.ts"],
  ["lib/uploads/check-picture-file.ts", "client/uploads/check-picture-file.ts"],
  ["lib/uploads/check-picture-file.test.ts", "client/uploads/check-picture-file.test.ts"],
  ["lib/uploads/image-header.ts", "client/uploads/image-header.ts"],
  ["lib/uploads/image-header.test.ts", "client/uploads/image-header.test.ts"],
  ["lib/uploads/upload-stage.ts", "client/uploads/upload-stage.ts"],
  ["lib/uploads/upload-stage.test.ts", "client/uploads/upload-stage.test.ts"],
  ["lib/utils/download.ts", "client/utils/download.ts"],
  // Folders that imported each other, each pair made one-way.
  // lib/billing ⇄ lib/config: the token packs are parsed with the rest of the environment.
  ["lib/billing/parse-token-packs.ts", "lib/config/parse-token-packs.ts"],
  ["lib/billing/parse-token-packs.test.ts", "lib/config/parse-token-packs.test.ts"],
  // lib/plans ⇄ lib/tokens: charging an AI operation the client ran asks the plan first, so it sits above both.
  ["lib/tokens/track-token-usage.ts", "lib/ai/track-token-usage.ts"],
  // lib/db ⇄ lib/auth, lib/tokens (and lib/resume): the demo seed uses them all, so it leaves lib/db, with
  // the start-up that runs it; which accounts are demo accounts is a sign-in rule.
  ["lib/db/prepare-database.ts", "lib/startup/prepare-database.ts"],
  ["lib/db/seed/seed-demo-data.ts", "lib/startup/seed-demo-data.ts"],
  ["lib/db/seed/seed-demo-data.db.test.ts", "lib/startup/seed-demo-data.db.test.ts"],
  ["lib/db/seed/demo-accounts.ts", "lib/auth/demo-accounts.ts"],
  // lib/auth ⇄ lib/uploads: uploads are throttled too (the other half, uploadPicture reading the session, is route()'s).
  ["lib/auth/throttle.ts", "lib/throttle/throttle.ts"],
  ["lib/auth/throttle.db.test.ts", "lib/throttle/throttle.db.test.ts"],
  // components/dashboard ⇄ components/tokens: the plan's badge belongs to neither.
  ["components/dashboard/tier-badge.tsx", "components/billing/tier-badge.tsx"],
  // components/dashboard ⇄ components/site: the account menu is on both; its avatar and sign-out are the account's.
  ["components/dashboard/use-logout.ts", "components/account/use-logout.ts"],
  ["components/dashboard/user-avatar.tsx", "components/account/user-avatar.tsx"],
];

/** Paths in prose only (a folder whose files went to different places): [from, to]. */
const prosePaths = [["lib/db/seed", "lib/startup"]];

/** Node processes that load modules outside Next, where `server-only` throws (vitest and bench/ stub it). */
const toolEntries = (file) => /^(scripts\/.*|tests\/e2e\/.*|playwright\.config\.ts)$/.test(file);

const sourcePattern = /\.(ts|tsx|mts|cts|mjs|js|cjs|jsx)$/;
const textPattern = /\.(md|json|mjs|cjs|js|ts|tsx|mts|yml|yaml|sh)$|(^|\/)(Dockerfile|\.ci\/run)$/;
const skip = (file) => /^(node_modules|lib\/db\/generated|\.next|data|messages|public|prisma\/migrations|package-lock\.json)(\/|$)/.test(file) || file.startsWith("scripts/codemods/");
const candidates = [".ts", ".tsx", ".mts", ".mjs", ".js", ".jsx", ".d.ts", "/index.ts", "/index.tsx"];

function git(...args) {
  return execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

function repoFiles() {
  return git("ls-files", "--cached", "--others", "--exclude-standard", "-z").split("\0").filter((file) => file && !skip(file) && fs.existsSync(file) && fs.statSync(file).isFile());
}

function destinationOf(file) {
  for (const [from, to] of moves) {
    if (from.endsWith("/") ? file.startsWith(from) : file === from) return to + file.slice(from.length);
  }
  return undefined;
}

/** Specifiers of a source file, with their positions (the text between the quotes). */
function specifiersOf(file, text) {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.endsWith(".js") || file.endsWith(".mjs") || file.endsWith(".cjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (literal, typeOnly) => found.push({ text: literal.text, start: literal.getStart(source) + 1, end: literal.getEnd() - 1, typeOnly });
  const moduleHelpers = new Set(["mock", "doMock", "unmock", "doUnmock", "importActual", "importMock"]);
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier, ts.isImportDeclaration(node) ? isTypeOnlyImport(node) : node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && (callee.text === "require" || callee.text === "requireFromApp");
      const isRequireResolve = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "require" && callee.name.text === "resolve";
      const isViHelper = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "vi" && moduleHelpers.has(callee.name.text);
      if (isImport || isRequire || isRequireResolve || isViHelper) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { found, isClient: startsWithUseClient(source) };
}

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function startsWithUseClient(source) {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === "use client") return true;
  }
  return false;
}

/** The repository file a specifier names, or undefined for packages and unknown paths. */
function resolveSpecifier(from, specifier, exists) {
  let base;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return undefined;
  if (exists(base)) return base;
  for (const ending of candidates) if (exists(base + ending)) return base + ending;
  return undefined;
}

/**
 * How `specifier`, written in `from` (which was at `fromBefore`) for `oldTarget`, names `newTarget`. A
 * relative path stays relative while it stays in the folder (`./x`); one that would climb out of it
 * becomes an alias, as imports across folders are written here.
 */
function specifierFor(specifier, from, fromBefore, oldTarget, newTarget) {
  const aliased = specifier.startsWith("@/");
  const oldBase = aliased ? specifier.slice(2) : path.posix.normalize(path.posix.join(path.posix.dirname(fromBefore), specifier));
  // Keep what the original left out: the extension, or "/index.ts".
  const dropped = oldTarget.slice(oldBase.length);
  const written = dropped && newTarget.endsWith(dropped) ? newTarget.slice(0, -dropped.length) : newTarget;
  const relative = path.posix.relative(path.posix.dirname(from), written);
  if (!aliased && !relative.startsWith("..")) return `./${relative}`;
  return `@/${written.replace(/\/index$/, "")}`;
}

function rewriteSpecifiers(files, moved, exists) {
  let count = 0;
  for (const file of files) {
    if (!sourcePattern.test(file)) continue;
    const text = fs.readFileSync(file, "utf8");
    const fromBefore = moved.reverse.get(file) ?? file;
    const edits = [];
    for (const specifier of specifiersOf(file, text).found) {
      // Resolved from where the file was, against the tree as it was.
      const oldTarget = resolveSpecifier(fromBefore, specifier.text, moved.existedBefore);
      if (!oldTarget) continue;
      const newTarget = moved.forward.get(oldTarget) ?? oldTarget;
      if (newTarget === oldTarget && fromBefore === file) continue;
      // Moved together (a folder moved whole): what was written still names the same file.
      if (resolveSpecifier(file, specifier.text, exists) === newTarget) continue;
      const replacement = specifierFor(specifier.text, file, fromBefore, oldTarget, newTarget);
      if (replacement === specifier.text) continue;
      if (resolveSpecifier(file, replacement, exists) !== newTarget) throw new Error(`${file}: cannot rewrite "${specifier.text}" (→ ${newTarget})`);
      edits.push({ ...specifier, replacement });
    }
    if (edits.length === 0) continue;
    let result = text;
    for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
    count += edits.length;
    fs.writeFileSync(file, result);
  }
  return count;
}

/** Paths in prose and configuration: `lib/builder/store.ts`, `lib/builder/store`, whole folders `lib/builder/`. */
function rewritePaths(files, pairs) {
  // Longest first, so a file's own entry wins over its folder's.
  const ordered = [...pairs].sort((a, b) => b[0].length - a[0].length);
  const pattern = new RegExp(`(?<![\\w./@-])(@/)?(${ordered.map(([from]) => escapeRegExp(from)).join("|")})(?![\\w-])`, "g");
  const lookup = new Map(ordered);
  let count = 0;
  for (const file of files) {
    if (!textPattern.test(file)) continue;
    const text = fs.readFileSync(file, "utf8");
    const result = text.replace(pattern, (match, alias, from) => {
      count += 1;
      return (alias ?? "") + lookup.get(from);
    });
    if (result !== text) fs.writeFileSync(file, result);
  }
  return count;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Path pairs for prose: each moved file with and without its extension, and folders moved whole. */
function pathPairs(movedFiles) {
  const pairs = new Map();
  for (const [from, to] of movedFiles) {
    pairs.set(from, to);
    const bare = from.replace(/\.(tsx?|mjs|js)$/, "");
    if (bare !== from && !bare.endsWith(".d")) pairs.set(bare, to.replace(/\.(tsx?|mjs|js)$/, ""));
  }
  for (const [from, to] of prosePaths) pairs.set(from, to);
  for (const [from, to] of moves) {
    if (!from.endsWith("/")) continue;
    pairs.set(from, to);
    pairs.set(from.slice(0, -1), to.slice(0, -1));
  }
  return [...pairs];
}

function buildGraph(files, exists) {
  const graph = new Map();
  for (const file of files) {
    if (!sourcePattern.test(file)) continue;
    const { found, isClient } = specifiersOf(file, fs.readFileSync(file, "utf8"));
    const edges = [];
    for (const specifier of found) {
      const target = resolveSpecifier(file, specifier.text, exists);
      if (target) edges.push({ target, typeOnly: specifier.typeOnly });
    }
    graph.set(file, { isClient, edges });
  }
  return graph;
}

function reachable(graph, starts) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !graph.has(file)) continue;
    seen.add(file);
    for (const edge of graph.get(file).edges) if (!edge.typeOnly) stack.push(edge.target);
  }
  return seen;
}

const isTest = (file) => /\.(test|spec)\.tsx?$|\.d\.ts$|(^|\/)fixtures\//.test(file);
const serverOnlyLine = 'import "server-only";';

function addServerOnly(file) {
  const text = fs.readFileSync(file, "utf8");
  if (/^\s*import\s+["']server-only["'];?/m.test(text)) return false;
  // The first line, as in the modules that have it already; after a shebang or a directive ("use server").
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let directive;
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    directive = statement;
  }
  const lineAfter = (index) => (text.indexOf("\n", index) === -1 ? text.length : text.indexOf("\n", index) + 1);
  const at = directive ? lineAfter(directive.getEnd()) : text.startsWith("#!") ? lineAfter(0) : 0;
  fs.writeFileSync(file, `${text.slice(0, at)}${serverOnlyLine}\n${text.slice(at)}`);
  return true;
}

/** Pairs of folders (lib/auth, components/tokens ...) whose modules import each other, tests aside. */
function foldersImportingEachOther(graph) {
  const folderOf = (file) => {
    const parts = file.split("/");
    return ["lib", "core", "client", "components"].includes(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  };
  const edges = new Set();
  for (const [file, node] of graph) {
    if (isTest(file) || /^(tests|bench|scripts)\//.test(file)) continue;
    for (const edge of node.edges) if (!isTest(edge.target) && folderOf(edge.target) !== folderOf(file)) edges.add(`${folderOf(file)} ${folderOf(edge.target)}`);
  }
  return [...edges].map((edge) => edge.split(" ")).filter(([from, to]) => from < to && edges.has(`${to} ${from}`)).map(([from, to]) => `${from} ⇄ ${to}`);
}

function main() {
  const before = repoFiles();
  const beforeSet = new Set(before);
  const movedFiles = [];
  const clashes = [];
  for (const file of before) {
    const to = destinationOf(file);
    if (to && fs.existsSync(to)) clashes.push(`${file} (${to} exists)`);
    else if (to) movedFiles.push([file, to]);
  }
  if (clashes.length > 0) {
    console.error(`layers: these would overwrite a file, nothing was changed; merge each pair by hand, then run again:\n  ${clashes.join("\n  ")}`);
    process.exit(1);
  }
  if (dryRun) {
    for (const [from, to] of movedFiles) console.log(`${from} → ${to}`);
    console.log(`layers: ${movedFiles.length} files would move.`);
    return;
  }
  const tracked = new Set(git("ls-files", "-z").split("\0"));
  for (const [from, to] of movedFiles) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (tracked.has(from)) git("mv", from, to);
    else fs.renameSync(from, to);
  }
  // Folders the moves emptied go too.
  for (const [from] of movedFiles) {
    for (let folder = path.dirname(from); folder !== "." && fs.existsSync(folder) && fs.readdirSync(folder).length === 0; folder = path.dirname(folder)) fs.rmdirSync(folder);
  }
  const forward = new Map(movedFiles);
  const reverse = new Map(movedFiles.map(([from, to]) => [to, from]));
  const after = repoFiles();
  const afterSet = new Set(after);
  // Files git does not list (the generated Prisma client) are looked up on disk.
  const onDisk = (file) => fs.existsSync(file) && fs.statSync(file).isFile();
  const existedBefore = (file) => beforeSet.has(file) || (!reverse.has(file) && onDisk(file));
  const existsNow = (file) => afterSet.has(file) || (!forward.has(file) && onDisk(file));
  const rewritten = rewriteSpecifiers(after, { forward, reverse, existedBefore }, existsNow);
  const prose = movedFiles.length > 0 ? rewritePaths(after, pathPairs(movedFiles)) : 0;

  // server-only, and what still needs a decision.
  const files = repoFiles();
  const fileSet = new Set(files);
  const graph = buildGraph(files, (file) => fileSet.has(file));
  const browser = reachable(graph, [...graph].filter(([, node]) => node.isClient).map(([file]) => file));
  const tools = reachable(graph, files.filter(toolEntries));
  const libModules = files.filter((file) => file.startsWith("lib/") && /\.(ts|tsx)$/.test(file) && !isTest(file));
  const inBrowser = libModules.filter((file) => browser.has(file));
  const forTools = libModules.filter((file) => tools.has(file) && !browser.has(file));
  let marked = 0;
  for (const file of libModules) if (!browser.has(file) && !tools.has(file) && addServerOnly(file)) marked += 1;

  console.log(`layers: ${movedFiles.length} files moved, ${rewritten} import specifiers and ${prose} paths in text rewritten, server-only added to ${marked} lib modules.`);
  if (forTools.length > 0) console.log(`Loaded by Node tools outside Next, so without server-only (it would throw there):\n  ${forTools.join("\n  ")}`);
  const pairs = foldersImportingEachOther(graph);
  if (pairs.length > 0) console.log(`Folders that still import each other:\n  ${pairs.join("\n  ")}`);
  if (inBrowser.length > 0) {
    console.log(`Imported by browser code, so not server-only: add them to the moves table (core/ or client/):\n  ${inBrowser.join("\n  ")}`);
    process.exitCode = 1;
  }
}

main();

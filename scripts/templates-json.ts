/*
 * Writes public/templates/json/{template}.json (spec §7: theme, isFree, category and the template
 * profile) from the catalogue in core/templates/catalog.ts. Free templates follow FREE_TEMPLATES
 * when it is set, as the server does.
 *   npx tsx scripts/templates-json.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { defaultFreeTemplates, templateCatalog, templateJson } from "@/core/templates/catalog";

const freeTemplates =
  process.env.FREE_TEMPLATES?.split(",")
    .map((name) => name.trim())
    .filter(Boolean) ?? defaultFreeTemplates;
const outDir = path.join(process.cwd(), "public", "templates", "json");
mkdirSync(outDir, { recursive: true });
for (const entry of templateCatalog) {
  writeFileSync(
    path.join(outDir, `${entry.name}.json`),
    `${JSON.stringify(templateJson(entry, freeTemplates), null, 2)}\n`,
  );
}
console.log(`Wrote ${templateCatalog.length} files to ${path.relative(process.cwd(), outDir)}`);

import "server-only";

import { config } from "@/lib/config";
import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";
import { templateCatalog, type TemplateCatalogEntry } from "@/core/templates/catalog";

/** The free templates (DECISIONS.md), from FREE_TEMPLATES; unknown names are ignored. */
export function getFreeTemplates(): ResumeTemplateName[] {
  const listed = new Set(config.freeTemplates.map((name) => name.toLowerCase()));
  return resumeTemplateNames.filter((name) => listed.has(name));
}

export function isTemplateFree(name: ResumeTemplateName): boolean {
  return getFreeTemplates().includes(name);
}

/** The catalogue with isFree as configured, for the gallery and the design panel. */
export function getTemplateCatalog(): TemplateCatalogEntry[] {
  const free = getFreeTemplates();
  return templateCatalog.map((entry) => ({ ...entry, isFree: free.includes(entry.name) }));
}

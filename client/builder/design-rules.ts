import type { ResumeData, ResumeTemplateName } from "@/core/resume/schema";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { applyArabicFontRule } from "@/core/templates/arabic-fonts";

/*
 * The design panel's rules of spec §4, as mutations of resume data: the builder applies them inside
 * one `update(draft => ...)`, so each user choice, rules included, is one undo step.
 */

/** The template that always prints without a picture. */
export const pictureFreeTemplate: ResumeTemplateName = "rhyhorn";

/**
 * Selects a template: copies its free/premium flag into the theme (YES/NO); rhyhorn hides the
 * picture, and leaving rhyhorn shows it again.
 */
export function selectTemplate(data: ResumeData, template: ResumeTemplateName): void {
  const previous = data.metadata.template;
  data.metadata.template = template;
  data.metadata.theme.isFree = getTemplateCatalogEntry(template).isFree ? "YES" : "NO";
  const effects = data.basics.picture.effects;
  if (template === pictureFreeTemplate) effects.hidden = true;
  else if (previous === pictureFreeTemplate) effects.hidden = false;
}

/**
 * Chooses a font family: subset back to latin, variants back to regular, then the Arabic rule (an
 * Arabic resume keeps only an Arabic-capable font).
 */
export function selectFont(data: ResumeData, family: string): void {
  const font = data.metadata.typography.font;
  const next = applyArabicFontRule({ family, subset: "latin", variants: ["regular"] }, data.metadata.locale);
  font.family = next.family;
  font.subset = next.subset;
  font.variants = next.variants;
}

/** Applies the Arabic font rule to the current font (after the resume's locale changed). */
export function enforceLocaleFont(data: ResumeData): void {
  const font = data.metadata.typography.font;
  const next = applyArabicFontRule(
    { family: font.family, subset: font.subset, variants: [...font.variants] },
    data.metadata.locale,
  );
  if (next.family === font.family) return;
  font.family = next.family;
  font.subset = next.subset;
  font.variants = next.variants;
}

type AnySection = { visible: boolean; items?: unknown[]; content?: string };

/** Every section, built-in and custom. */
function everySection(data: ResumeData): AnySection[] {
  const { custom, ...builtIn } = data.sections;
  return [...Object.values(builtIn as Record<string, AnySection>), ...Object.values(custom)];
}

function isEmptySection(section: AnySection): boolean {
  if (section.items) return section.items.length === 0;
  return !(section.content ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
}

/** Shows every section; returns how many were hidden before. */
export function showAllSections(data: ResumeData): number {
  let changed = 0;
  for (const section of everySection(data)) {
    if (section.visible) continue;
    section.visible = true;
    changed += 1;
  }
  return changed;
}

/** Hides the sections with nothing in them (no items; a summary without text); returns how many. */
export function hideEmptySections(data: ResumeData): number {
  let changed = 0;
  for (const section of everySection(data)) {
    if (!section.visible || !isEmptySection(section)) continue;
    section.visible = false;
    changed += 1;
  }
  return changed;
}

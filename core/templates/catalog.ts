import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";
import { isAtsSafe } from "./reading-order";

/*
 * The 21 templates: category (spec §3), whether each is free by default (DECISIONS.md; the
 * FREE_TEMPLATES setting overrides it on the server), the theme a template starts with, and the
 * profile the recommendation of spec §7 scores.
 */

export const templateCategories = ["professional", "creative", "modern", "minimal"] as const;
export type TemplateCategory = (typeof templateCategories)[number];

export const templateStyles = ["classic", "contemporary", "bold", "elegant", "minimalist", "artistic"] as const;
export type TemplateStyle = (typeof templateStyles)[number];

export const industries = [
  "technology",
  "finance",
  "healthcare",
  "education",
  "legal",
  "marketing",
  "design",
  "sales",
  "engineering",
  "hospitality",
  "government",
  "consulting",
  "media",
  "nonprofit",
  "general",
] as const;
export type Industry = (typeof industries)[number];

export const experienceLevels = ["entry", "mid", "senior", "executive"] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export type LayoutType = "single-column" | "two-column" | "sidebar";
export type VisualComplexity = "low" | "medium" | "high";

export type TemplateProfile = {
  name: ResumeTemplateName;
  style: TemplateStyle;
  /** Industries the design suits; "general" means any. */
  industries: Industry[];
  experienceLevel: ExperienceLevel[];
  layoutType: LayoutType;
  visualComplexity: VisualComplexity;
  /** Colour families the design looks right in. */
  colorCompatibility: string[];
  /**
   * What the design offers beyond plain text, e.g. "photo", "timeline", "skill-levels"; "ats-friendly"
   * is added to the ATS-safe templates (reading-order.ts), never written by hand.
   */
  premiumFeatures: string[];
};

export type TemplateTheme = { primary: string; background: string; text: string };

export type TemplateCatalogEntry = {
  name: ResumeTemplateName;
  category: TemplateCategory;
  /** Free by default (DECISIONS.md); the server reads FREE_TEMPLATES to decide for real. */
  isFree: boolean;
  /** Read whole and in order by every text reader measured (reading-order.ts): shown as "ATS-safe". */
  isAtsSafe: boolean;
  theme: TemplateTheme;
  profile: TemplateProfile;
};

export const defaultFreeTemplates: readonly ResumeTemplateName[] = [
  "azurill",
  "bronzor",
  "chikorita",
  "ditto",
  "kakuna",
  "leafish",
  "onyx",
  "rhyhorn",
];

type EntryInput = Omit<TemplateCatalogEntry, "name" | "isFree" | "isAtsSafe" | "profile"> & {
  profile: Omit<TemplateProfile, "name">;
};

const white = "#ffffff";

const entries: Record<ResumeTemplateName, EntryInput> = {
  azurill: {
    category: "modern",
    theme: { primary: "#0e7490", background: white, text: "#1f2937" },
    profile: {
      style: "contemporary",
      industries: ["technology", "engineering", "consulting", "general"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "medium",
      colorCompatibility: ["teal", "blue", "green"],
      premiumFeatures: ["photo", "timeline", "skill-levels"],
    },
  },
  bronzor: {
    category: "professional",
    theme: { primary: "#8a5a1c", background: white, text: "#1c1917" },
    profile: {
      style: "classic",
      industries: ["finance", "legal", "consulting", "government", "general"],
      experienceLevel: ["mid", "senior", "executive"],
      layoutType: "single-column",
      visualComplexity: "low",
      colorCompatibility: ["brown", "neutral", "blue"],
      premiumFeatures: ["aligned-headings"],
    },
  },
  chikorita: {
    category: "modern",
    theme: { primary: "#3f6f2a", background: white, text: "#1f2a1c" },
    profile: {
      style: "contemporary",
      industries: ["education", "nonprofit", "healthcare", "general"],
      experienceLevel: ["entry", "mid"],
      layoutType: "sidebar",
      visualComplexity: "medium",
      colorCompatibility: ["green", "teal", "brown"],
      premiumFeatures: ["photo", "full-height-sidebar", "skill-levels"],
    },
  },
  confidence: {
    category: "professional",
    theme: { primary: "#1e3a8a", background: white, text: "#111827" },
    profile: {
      style: "bold",
      industries: ["sales", "consulting", "finance", "marketing"],
      experienceLevel: ["mid", "senior", "executive"],
      layoutType: "two-column",
      visualComplexity: "medium",
      colorCompatibility: ["blue", "neutral", "red"],
      premiumFeatures: ["full-bleed-header", "photo", "skill-levels"],
    },
  },
  creative: {
    category: "creative",
    theme: { primary: "#e11d48", background: white, text: "#18181b" },
    profile: {
      style: "artistic",
      industries: ["design", "media", "marketing"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "high",
      colorCompatibility: ["red", "pink", "orange", "purple"],
      premiumFeatures: ["monogram", "photo", "skill-levels", "accent-sidebar"],
    },
  },
  ditto: {
    category: "modern",
    theme: { primary: "#6d28d9", background: white, text: "#1e1b2e" },
    profile: {
      style: "contemporary",
      industries: ["technology", "marketing", "media", "general"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "medium",
      colorCompatibility: ["purple", "blue", "pink"],
      premiumFeatures: ["full-bleed-header", "photo", "skill-levels"],
    },
  },
  elegance: {
    category: "minimal",
    theme: { primary: "#7a6440", background: white, text: "#292524" },
    profile: {
      style: "elegant",
      industries: ["legal", "hospitality", "education", "consulting", "general"],
      experienceLevel: ["mid", "senior", "executive"],
      layoutType: "single-column",
      visualComplexity: "low",
      colorCompatibility: ["gold", "brown", "neutral"],
      premiumFeatures: ["centered-header", "ornamental-rules"],
    },
  },
  executive: {
    category: "professional",
    theme: { primary: "#a07a3c", background: white, text: "#111827" },
    profile: {
      style: "elegant",
      industries: ["finance", "consulting", "legal", "government"],
      experienceLevel: ["senior", "executive"],
      layoutType: "two-column",
      visualComplexity: "medium",
      colorCompatibility: ["gold", "neutral", "blue"],
      premiumFeatures: ["full-bleed-header", "photo", "accent-rules"],
    },
  },
  feminine: {
    category: "creative",
    theme: { primary: "#b83b6b", background: white, text: "#3b1f2b" },
    profile: {
      style: "artistic",
      industries: ["design", "hospitality", "marketing", "education"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "high",
      colorCompatibility: ["pink", "purple", "red"],
      premiumFeatures: ["photo", "soft-cards", "skill-levels"],
    },
  },
  gengar: {
    category: "creative",
    theme: { primary: "#5b21b6", background: white, text: "#1f1933" },
    profile: {
      style: "bold",
      industries: ["technology", "design", "media"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "high",
      colorCompatibility: ["purple", "blue", "teal"],
      premiumFeatures: ["photo", "full-height-sidebar", "highlighted-summary", "skill-levels"],
    },
  },
  glalie: {
    category: "creative",
    theme: { primary: "#0b6a9e", background: white, text: "#0f1e2d" },
    profile: {
      style: "contemporary",
      industries: ["technology", "engineering", "healthcare", "general"],
      experienceLevel: ["mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "medium",
      colorCompatibility: ["blue", "teal", "neutral"],
      premiumFeatures: ["photo", "tinted-sidebar", "skill-levels"],
    },
  },
  horizon: {
    category: "modern",
    theme: { primary: "#c2410c", background: white, text: "#1c1917" },
    profile: {
      style: "contemporary",
      industries: ["marketing", "sales", "media", "hospitality"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "two-column",
      visualComplexity: "medium",
      colorCompatibility: ["orange", "red", "brown"],
      premiumFeatures: ["photo", "rule-headings", "skill-levels"],
    },
  },
  kakuna: {
    category: "minimal",
    theme: { primary: "#44403c", background: white, text: "#1c1917" },
    profile: {
      style: "minimalist",
      industries: ["general", "education", "government", "nonprofit"],
      experienceLevel: ["entry", "mid"],
      layoutType: "single-column",
      visualComplexity: "low",
      colorCompatibility: ["neutral", "brown"],
      premiumFeatures: ["centered-header"],
    },
  },
  leafish: {
    category: "professional",
    theme: { primary: "#0f766e", background: white, text: "#111827" },
    profile: {
      style: "contemporary",
      industries: ["general", "technology", "healthcare", "consulting"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "two-column",
      visualComplexity: "medium",
      colorCompatibility: ["teal", "green", "blue"],
      premiumFeatures: ["tinted-header", "photo", "skill-levels"],
    },
  },
  metro: {
    category: "modern",
    theme: { primary: "#0369a1", background: white, text: "#0f172a" },
    profile: {
      style: "bold",
      industries: ["technology", "engineering", "media"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "high",
      colorCompatibility: ["blue", "red", "neutral"],
      premiumFeatures: ["tile-headings", "photo", "skill-levels"],
    },
  },
  modern: {
    category: "professional",
    theme: { primary: "#2563eb", background: white, text: "#0f172a" },
    profile: {
      style: "contemporary",
      industries: ["technology", "finance", "consulting", "general"],
      experienceLevel: ["mid", "senior", "executive"],
      layoutType: "two-column",
      visualComplexity: "low",
      colorCompatibility: ["blue", "neutral", "teal"],
      premiumFeatures: ["column-divider", "skill-levels"],
    },
  },
  nosepass: {
    category: "modern",
    theme: { primary: "#4338ca", background: white, text: "#1e1b4b" },
    profile: {
      style: "contemporary",
      industries: ["engineering", "technology", "education", "general"],
      experienceLevel: ["mid", "senior"],
      layoutType: "two-column",
      visualComplexity: "medium",
      colorCompatibility: ["blue", "purple", "neutral"],
      premiumFeatures: ["date-column", "photo", "skill-levels"],
    },
  },
  onyx: {
    category: "professional",
    theme: { primary: "#b91c1c", background: white, text: "#111111" },
    profile: {
      style: "classic",
      industries: ["general", "sales", "engineering", "government"],
      experienceLevel: ["entry", "mid", "senior"],
      layoutType: "single-column",
      visualComplexity: "low",
      colorCompatibility: ["red", "neutral", "blue"],
      premiumFeatures: ["photo"],
    },
  },
  pikachu: {
    category: "creative",
    theme: { primary: "#b7791f", background: white, text: "#1c1917" },
    profile: {
      style: "bold",
      industries: ["marketing", "sales", "hospitality", "media"],
      experienceLevel: ["entry", "mid"],
      layoutType: "sidebar",
      visualComplexity: "high",
      colorCompatibility: ["gold", "orange", "red"],
      premiumFeatures: ["photo", "header-card", "skill-levels"],
    },
  },
  rhyhorn: {
    category: "minimal",
    theme: { primary: "#1f2937", background: white, text: "#111827" },
    profile: {
      style: "minimalist",
      industries: ["general", "finance", "legal", "engineering", "government"],
      experienceLevel: ["entry", "mid", "senior", "executive"],
      layoutType: "single-column",
      visualComplexity: "low",
      colorCompatibility: ["neutral"],
      premiumFeatures: ["compact"],
    },
  },
  slate: {
    category: "creative",
    theme: { primary: "#0ea5e9", background: white, text: "#0f172a" },
    profile: {
      style: "bold",
      industries: ["technology", "design", "engineering"],
      experienceLevel: ["mid", "senior"],
      layoutType: "sidebar",
      visualComplexity: "high",
      colorCompatibility: ["blue", "teal", "neutral"],
      premiumFeatures: ["dark-sidebar", "photo", "skill-levels"],
    },
  },
};

export const templateCatalog: readonly TemplateCatalogEntry[] = resumeTemplateNames.map((name) => {
  const entry = entries[name];
  const atsSafe = isAtsSafe(name);
  const premiumFeatures = atsSafe ? ["ats-friendly", ...entry.profile.premiumFeatures] : entry.profile.premiumFeatures;
  return {
    ...entry,
    name,
    isFree: defaultFreeTemplates.includes(name),
    isAtsSafe: atsSafe,
    profile: { ...entry.profile, name, premiumFeatures },
  };
});

export function getTemplateCatalogEntry(name: ResumeTemplateName): TemplateCatalogEntry {
  const entry = templateCatalog.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`Unknown template ${name}`);
  return entry;
}

export function templatesInCategory(category: TemplateCategory): TemplateCatalogEntry[] {
  return templateCatalog.filter((entry) => entry.category === category);
}

/** The JSON served at /templates/json/{template}.json (spec §7). */
export function templateJson(entry: TemplateCatalogEntry, freeTemplates: readonly string[] = defaultFreeTemplates) {
  const isFree = freeTemplates.includes(entry.name);
  return {
    name: entry.name,
    category: entry.category,
    isFree,
    theme: { ...entry.theme, isFree: isFree ? "YES" : "NO" },
    profile: entry.profile,
  };
}

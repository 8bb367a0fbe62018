import type { SectionItemLike } from "@/client/builder/section-operations";
import { htmlToPlainText } from "@/core/utils/plain-text";

/** Which editor a section uses: its built-in key, or "custom" for every custom section. */
export type ItemSectionKind =
  | "profiles"
  | "experience"
  | "education"
  | "skills"
  | "languages"
  | "awards"
  | "certifications"
  | "interests"
  | "projects"
  | "publications"
  | "volunteer"
  | "references"
  | "hobbies"
  | "custom";

export type ItemSummary = {
  title: string;
  subtitle: string;
  /** 0-5 for skills and languages. */
  level?: number;
  /** Chips for skills. */
  keywords?: string[];
  /** Keyword count for interests. */
  keywordCount?: number;
  /** Icon value for hobbies. */
  hobbyIcon?: string;
};

function text(item: SectionItemLike, field: string): string {
  const value = item[field];
  return typeof value === "string" ? value.trim() : "";
}

const plain = htmlToPlainText;

function joined(...parts: string[]): string {
  return parts.filter(Boolean).join(" · ");
}

function list(item: SectionItemLike, field: string): string[] {
  const value = item[field];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

// The kinds whose title and subtitle are two of the item's fields, as they are.
const plainSummaryFields = {
  profiles: ["network", "username"],
  education: ["institution", "area"],
  awards: ["title", "awarder"],
  certifications: ["name", "issuer"],
  projects: ["name", "description"],
  publications: ["name", "publisher"],
  volunteer: ["organization", "position"],
} as const;

/** The title and subtitle an item shows in the content panel's list (spec §2 "Item list titles"). */
export function summarizeItem(kind: ItemSectionKind, item: SectionItemLike): ItemSummary {
  switch (kind) {
    case "profiles":
    case "education":
    case "awards":
    case "certifications":
    case "projects":
    case "publications":
    case "volunteer": {
      const [title, subtitle] = plainSummaryFields[kind];
      return { title: text(item, title), subtitle: text(item, subtitle) };
    }
    case "experience":
      return { title: text(item, "company"), subtitle: joined(text(item, "position"), text(item, "date")) };
    case "interests":
      return { title: text(item, "name"), subtitle: "", keywordCount: list(item, "keywords").length };
    case "references":
      return { title: text(item, "name"), subtitle: plain(text(item, "summary")) };
    case "skills":
      return {
        title: text(item, "name"),
        subtitle: text(item, "description"),
        level: Number(item.level ?? 0),
        keywords: list(item, "keywords"),
      };
    case "languages":
      return { title: text(item, "name"), subtitle: text(item, "description"), level: Number(item.level ?? 0) };
    case "hobbies":
      return { title: text(item, "name"), subtitle: text(item, "description"), hobbyIcon: text(item, "icon") };
    case "custom":
      return { title: text(item, "name"), subtitle: joined(text(item, "description"), text(item, "date")) };
  }
}

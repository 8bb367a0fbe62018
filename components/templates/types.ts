import type { ReactNode } from "react";
import type { ResumeData, ResumeTemplateName } from "@/core/resume/schema";

/** Words the templates print themselves (not the user's): translated per resume language. */
export type TemplateLabels = {
  dateOfBirth: string;
  nationality: string;
  maritalStatus: string;
  idNumber: string;
};

export const defaultTemplateLabels: TemplateLabels = {
  dateOfBirth: "Date of birth",
  nationality: "Nationality",
  maritalStatus: "Marital status",
  idNumber: "ID number",
};

/** How skill and language levels are drawn; the look of each is in the base CSS. */
export type LevelVariant = "dots" | "bar" | "segments" | "squares" | "text";

export type RenderOptions = {
  levelVariant: LevelVariant;
};

export type RenderContext = {
  data: ResumeData;
  labels: TemplateLabels;
  options: RenderOptions;
  direction: "ltr" | "rtl";
};

/** One page of metadata.layout, with its sections already rendered. */
export type LayoutPage = {
  index: number;
  isFirst: boolean;
  main: ReactNode[];
  sidebar: ReactNode[];
};

export type TemplatePageProps = { page: LayoutPage; context: RenderContext };

/** Colours a band may take, all derived from the theme so the user's colours apply. */
export type BandColor = "primary" | "tint" | "tint-strong" | "ink" | "deep" | "wash";

/** A band painted on every page, behind the content, in print and on screen: a full-height sidebar colour. */
export type PageBand = { edge: "start" | "end"; width: string; color: BandColor };

export type TemplateDefinition = {
  name: ResumeTemplateName;
  /** CSS for this template, every rule under .vr-t-<name>. */
  css: string;
  options?: Partial<RenderOptions>;
  /** Full-height bands painted on every page, behind the content (the resume's root is then .vr-banded). */
  bands?: PageBand[];
  Page: (props: TemplatePageProps) => ReactNode;
};

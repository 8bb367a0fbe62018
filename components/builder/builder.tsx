"use client";

import { useState } from "react";
import type { CurrentUser } from "@/lib/auth/current-user";
import { useBuilderStore } from "@/lib/builder/store";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import type { ResumeTemplateName } from "@/lib/resume/schema";
import { ContentPanel } from "./content/content-panel";
import { DesignPanel } from "./design/design-panel";
import { ExportPanel } from "./export/export-panel";

export type BuilderProps = { resume: ResumeDto; user: CurrentUser; requestedTemplate?: ResumeTemplateName };

/** The builder (placeholder shell: panes, preview and autosave come with the builder-core work). */
export function Builder({ resume }: BuilderProps) {
  const [loaded] = useState(() => {
    useBuilderStore.getState().load(resume);
    return true;
  });
  const data = useBuilderStore((state) => state.data);
  if (!loaded || !data) return null;
  return (
    <div className="grid min-h-dvh grid-cols-1 gap-4 p-4 lg:grid-cols-3">
      <ContentPanel />
      <DesignPanel />
      <ExportPanel />
    </div>
  );
}

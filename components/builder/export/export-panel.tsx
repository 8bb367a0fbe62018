"use client";

/** The builder's export tab: JSON and PDF downloads. */
export function ExportPanel() {
  return <section data-panel="export" />;
}

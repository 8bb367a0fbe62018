"use client";

/** The builder's content tab: every section of the resume, in the spec's order. */
export function ContentPanel() {
  return <section data-panel="content" />;
}

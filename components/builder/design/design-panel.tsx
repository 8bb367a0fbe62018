"use client";

/** The builder's design tab: template, layout, typography, theme, page, sharing, statistics, notes. */
export function DesignPanel() {
  return <section data-panel="design" />;
}

"use client";

/** The basics section of the content panel: picture, name, headline, contact details, more. */
export function BasicsEditor() {
  return <section data-section="basics" />;
}

import { SplitHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";
import { offsetSidebarLines } from "../styles/offset-sidebar-lines";

// Confidence: a bold full-bleed colour header, strong headings, and sidebar sections on tinted cards.
const css = /* css */ `
.vr-t-confidence .cf-header {
  margin: calc(-1 * var(--vr-margin)) calc(-1 * var(--vr-margin)) 1.7em;
  padding: max(var(--vr-margin), 1.8em) var(--vr-margin) 0;
  background: var(--vr-primary);
}
.vr-t-confidence .cf-top { display: flex; align-items: center; gap: 1.4em; padding-block-end: 1.3em; }
.vr-t-confidence .cf-top .vr-picture { border: 0.2em solid rgb(255 255 255 / 0.9); }
.vr-t-confidence .vr-name { text-transform: uppercase; letter-spacing: 0.04em; font-kerning: none; font-weight: 800; font-size: calc(var(--vr-header-size) * 1.25); line-height: 1.05; }
.vr-t-confidence .cf-header .vr-headline { color: rgb(255 255 255 / 0.85); font-size: 1.15em; margin-block-start: 0.4em; }
.vr-t-confidence .cf-contact {
  margin-inline: calc(-1 * var(--vr-margin)); padding: 0.7em var(--vr-margin);
  background: color-mix(in srgb, var(--vr-primary) 78%, #000000);
  display: flex; flex-direction: column; gap: 0.2em;
}
.vr-t-confidence .cf-contact .vr-contact-icon { color: #ffffff; }
.vr-t-confidence .vr-columns--split { grid-template-columns: minmax(0, 1fr) 35%; gap: 1.8em; }
.vr-t-confidence .vr-heading { text-transform: uppercase; letter-spacing: 0.06em; font-kerning: none; font-weight: 800; font-size: 1em; flex-wrap: wrap; gap: 0.3em 0.5em; }
.vr-t-confidence .vr-heading::after { content: ""; flex-basis: 100%; height: 0; border-block-end: 0.22em solid var(--vr-primary); max-width: 2.6em; }
.vr-t-confidence .vr-heading-icon { display: none; }
.vr-t-confidence .vr-main .vr-item-title { font-size: 1.05em; }
.vr-t-confidence .vr-item-subtitle { color: var(--vr-primary); font-weight: 600; }
.vr-t-confidence .vr-sidebar .vr-section { background: var(--vr-tint); border-radius: 0.5em; padding: 1em 1.1em; break-inside: avoid; }
.vr-t-confidence .vr-sidebar .vr-section + .vr-section { margin-block-start: 1em; }
.vr-t-confidence .vr-sidebar .vr-keyword { background: var(--vr-background); }
${offsetSidebarLines("confidence", 0.92)}
`;

export const confidence: TemplateDefinition = {
  name: "confidence",
  css,
  options: { levelVariant: "segments" },
  Page: columnsPage((props) => ({
    header: (
      <SplitHeader
        {...props}
        className="cf-header vr-inverse"
        identityClassName="cf-top"
        contactClassName="cf-contact"
      />
    ),
  })),
};

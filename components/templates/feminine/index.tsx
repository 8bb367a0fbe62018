import { BasicsHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

const heart = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 22'><path d='M12 21.6 10.3 20C4.2 14.5 0 10.7 0 6.1 0 2.7 2.7 0 6.1 0c1.9 0 3.8.9 5 2.3C13.1.9 15 0 16.9 0 20.3 0 23 2.7 23 6.1c0 4.6-4.2 8.4-10.3 13.9z'/></svg>")}`;

// Feminine: soft tints, a rounded header card, headings set in pills, a gently tinted sidebar band.
const css = /* css */ `
.vr-t-feminine .vr-columns { grid-template-columns: 32% minmax(0, 1fr); }
.vr-t-feminine .fm-header {
  margin: 0 var(--vr-margin) 1.6em; padding: 1.4em 1.6em;
  border-radius: 1.4em; background: var(--vr-background);
  border: 0.1em solid var(--vr-tint-strong);
  display: flex; align-items: center; gap: 1.4em;
  position: relative;
}
/* The header is positioned (for its ornament), so it would be drawn after the in-flow text; the
 * columns are positioned too, so both are drawn in document order (text extraction in drawing order). */
.vr-t-feminine .fm-header ~ .vr-columns { position: relative; }
.vr-t-feminine .fm-header::before { content: ""; position: absolute; inset-inline-end: 1.2em; inset-block-start: -0.9em; width: 1.8em; height: 1.8em; border-radius: 50%; background: var(--vr-tint-strong); }
.vr-t-feminine .fm-header .vr-picture { box-shadow: 0 0 0 0.3em var(--vr-tint-strong); }
.vr-t-feminine .vr-name { color: var(--vr-primary); font-weight: 600; letter-spacing: 0.01em; font-kerning: none; }
.vr-t-feminine .vr-headline { font-style: italic; }
.vr-t-feminine .fm-header .vr-contact, .vr-t-feminine .fm-header .vr-details { margin-block-start: 0.6em; gap: 0.2em 1.1em; }
.vr-t-feminine .fm-header .vr-details { margin-block-start: 0.2em; }
.vr-t-feminine .vr-heading {
  display: inline-flex; padding: 0.15em 0.95em; border-radius: 2em;
  background: var(--vr-tint-strong); color: var(--vr-primary);
  font-size: 0.92em; font-weight: 600; letter-spacing: 0.04em; font-kerning: none;
}
.vr-t-feminine .vr-sidebar .vr-heading { background: var(--vr-background); }
.vr-t-feminine .vr-heading-icon { width: 0.95em; height: 0.95em; }
.vr-t-feminine .vr-item-subtitle { color: var(--vr-primary); }
/* Hearts for bullets: an SVG painted in the accent colour, hung in the list's indent where the marker was (a "♥" came from whatever system font has it). */
.vr-t-feminine .vr-rich ul > li { list-style: none; }
.vr-t-feminine .vr-rich ul > li:not(:has(> p))::before, .vr-t-feminine .vr-rich ul > li > p:first-child::before {
  content: ""; display: inline-block; width: 0.62em; height: 0.56em; margin-inline: -0.95em 0.33em; vertical-align: 0.02em;
  background: var(--vr-primary); mask: url("${heart}") center / contain no-repeat;
}
.vr-t-feminine .vr-keyword { background: var(--vr-background); border: 0.07em solid var(--vr-tint-strong); border-radius: 1em; color: var(--vr-primary); }
.vr-t-feminine .vr-level-step { border-color: var(--vr-primary); }
`;

export const feminine: TemplateDefinition = {
  name: "feminine",
  css,
  bands: [{ edge: "start", width: "32%", color: "tint" }],
  options: { levelVariant: "dots" },
  Page: columnsPage((props) => ({ header: <BasicsHeader {...props} className="fm-header" group /> }), {
    band: "start",
  }),
};

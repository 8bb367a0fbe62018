import { BasicsHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Executive: a dark full-bleed header with gold accents, a light grey sidebar band, restrained headings.
const css = /* css */ `
.vr-t-executive .vr-columns { grid-template-columns: minmax(0, 1fr) 33%; }
.vr-t-executive .ex-header {
  padding: max(var(--vr-margin), 2em) var(--vr-margin) 1.6em;
  margin-block-start: calc(-1 * var(--vr-margin));
  background: var(--vr-ink);
  border-block-end: 0.3em solid var(--vr-primary);
  display: flex; align-items: center; gap: 1.5em;
}
.vr-t-executive .ex-header .vr-picture { border: 0.15em solid var(--vr-primary); }
.vr-t-executive .vr-name { text-transform: uppercase; letter-spacing: 0.1em; font-kerning: none; font-weight: 600; }
.vr-t-executive .ex-header .vr-headline { color: var(--vr-primary); text-transform: uppercase; letter-spacing: 0.14em; font-kerning: none; font-size: 0.88em; margin-block-start: 0.5em; }
.vr-t-executive .ex-header .vr-contact, .vr-t-executive .ex-header .vr-details { margin-block-start: 0.8em; gap: 0.2em 1.3em; }
.vr-t-executive .ex-header .vr-details { margin-block-start: 0.2em; }
.vr-t-executive .ex-header .vr-contact-icon { color: var(--vr-primary); }
.vr-t-executive .vr-main { padding-block-start: 1.7em; }
.vr-t-executive .vr-sidebar { padding-block-start: 1.7em; }
.vr-t-executive .vr-heading { text-transform: uppercase; letter-spacing: 0.14em; font-kerning: none; font-size: 0.88em; font-weight: 700; flex-direction: column; align-items: flex-start; gap: 0.45em; }
.vr-t-executive .vr-heading::after { content: ""; width: 2.2em; border-block-end: 0.16em solid var(--vr-primary); }
.vr-t-executive .vr-heading-icon { display: none; }
.vr-t-executive .vr-item-subtitle { color: var(--vr-muted); font-style: italic; }
.vr-t-executive .vr-main .vr-item-date { color: var(--vr-text); font-weight: 600; }
.vr-t-executive .vr-keyword { background: var(--vr-background); border: 0.07em solid var(--vr-rule); }
`;

export const executive: TemplateDefinition = {
  name: "executive",
  css,
  bands: [{ edge: "end", width: "33%", color: "wash" }],
  options: { levelVariant: "dots" },
  Page: columnsPage((props) => ({ header: <BasicsHeader {...props} className="ex-header vr-inverse" group /> }), {
    band: "end",
  }),
};

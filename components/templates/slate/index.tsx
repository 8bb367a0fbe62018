import { BasicsHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Slate: a dark slate sidebar with the identity and bright accents; the main column stays light and open.
const css = /* css */ `
.vr-t-slate .vr-columns { grid-template-columns: 34% minmax(0, 1fr); }
.vr-t-slate .sl-identity { display: flex; flex-direction: column; gap: 0.35em; margin-block-end: 1.6em; }
.vr-t-slate .sl-identity .vr-picture { margin-block-end: 0.9em; box-shadow: 0 0 0 0.25em var(--vr-primary); }
.vr-t-slate .vr-name { line-height: 1.1; }
.vr-t-slate .sl-identity .vr-headline { color: var(--vr-primary); font-weight: 600; }
.vr-t-slate .sl-identity .vr-contact, .vr-t-slate .sl-identity .vr-details { flex-direction: column; gap: 0.45em; margin-block-start: 1em; font-size: 0.88em; }
.vr-t-slate .sl-identity .vr-details { margin-block-start: 0.45em; }
.vr-t-slate .vr-sidebar .vr-heading { color: var(--vr-primary); text-transform: uppercase; letter-spacing: 0.12em; font-kerning: none; font-size: 0.85em; }
.vr-t-slate .vr-sidebar .vr-heading-icon { display: none; }
.vr-t-slate .vr-main .vr-heading { text-transform: uppercase; letter-spacing: 0.1em; font-kerning: none; font-size: 0.95em; }
.vr-t-slate .vr-main .vr-heading-icon { display: none; }
.vr-t-slate .vr-main .vr-heading::before { content: ""; width: 0.55em; height: 0.55em; background: var(--vr-primary); transform: rotate(45deg); flex: none; margin-inline-end: 0.2em; }
.vr-t-slate .vr-main .vr-item-date { color: var(--vr-primary); font-weight: 600; }
.vr-t-slate .vr-item-subtitle { color: var(--vr-muted); font-weight: 500; }
.vr-t-slate .vr-main .vr-keyword { background: none; border: 0.08em solid var(--vr-rule); }
`;

export const slate: TemplateDefinition = {
  name: "slate",
  css,
  bands: [{ edge: "start", width: "34%", color: "ink" }],
  options: { levelVariant: "segments" },
  Page: columnsPage((props) => ({ sidebar: <BasicsHeader {...props} className="sl-identity" /> }), {
    band: "start",
    sidebarFirst: true,
    sidebarClassName: "vr-inverse",
  }),
};

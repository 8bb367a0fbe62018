import { BasicsHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Gengar: the identity lives in a full-height colour sidebar; the summary opens the main column on a tint.
const css = /* css */ `
.vr-t-gengar .vr-columns { grid-template-columns: 34% minmax(0, 1fr); }
.vr-t-gengar .vr-sidebar { --vr-primary: #ffffff; }
.vr-t-gengar .gg-identity { display: flex; flex-direction: column; gap: 0.35em; margin-block-end: 1.6em; padding-block-end: 1.3em; border-block-end: 0.07em solid var(--vr-rule); }
.vr-t-gengar .gg-identity .vr-picture { margin-block-end: 0.8em; border: 0.2em solid rgb(255 255 255 / 0.85); }
.vr-t-gengar .vr-name { line-height: 1.1; }
.vr-t-gengar .gg-identity .vr-headline { color: rgb(255 255 255 / 0.82); }
.vr-t-gengar .gg-identity .vr-contact, .vr-t-gengar .gg-identity .vr-details { flex-direction: column; gap: 0.4em; margin-block-start: 0.8em; }
.vr-t-gengar .gg-identity .vr-details { margin-block-start: 0.4em; }
.vr-t-gengar .vr-sidebar .vr-heading { font-size: 0.95em; letter-spacing: 0.06em; font-kerning: none; text-transform: uppercase; }
.vr-t-gengar .vr-main .vr-heading { color: var(--vr-primary); padding-block-end: 0.3em; border-block-end: 0.14em solid var(--vr-primary); }
.vr-t-gengar .vr-main .vr-section--summary {
  margin-inline: calc(-1 * var(--vr-margin)); margin-block-start: calc(-1 * var(--vr-margin));
  padding: max(var(--vr-margin), 1.6em) var(--vr-margin) 1.4em; background: var(--vr-tint);
}
.vr-t-gengar .vr-main .vr-section--summary .vr-heading { border: 0; padding: 0; }
.vr-t-gengar .vr-item-subtitle { color: var(--vr-muted); font-weight: 500; }
.vr-t-gengar .vr-main .vr-item-subtitle { color: var(--vr-primary); }
`;

export const gengar: TemplateDefinition = {
  name: "gengar",
  css,
  bands: [{ edge: "start", width: "34%", color: "primary" }],
  options: { levelVariant: "bar" },
  Page: columnsPage((props) => ({ sidebar: <BasicsHeader {...props} className="gg-identity" /> }), {
    band: "start",
    sidebarFirst: true,
    sidebarClassName: "vr-inverse",
  }),
};

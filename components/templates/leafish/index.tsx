import { BasicsHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";
import { offsetSidebarLines } from "../styles/offset-sidebar-lines";

// Leafish (default): a tinted header band across the top, a wide main column and a sidebar.
const css = /* css */ `
.vr-t-leafish .lf-header {
  margin: calc(-1 * var(--vr-margin)) calc(-1 * var(--vr-margin)) 1.6em;
  padding: var(--vr-margin) var(--vr-margin) 1.5em;
  padding-block-start: max(var(--vr-margin), 1.6em);
  background: var(--vr-tint);
  border-block-end: 0.2em solid var(--vr-primary);
  display: flex; align-items: center; gap: 1.4em;
}
.vr-t-leafish .lf-identity { flex: 1 1 auto; min-width: 0; }
.vr-t-leafish .vr-name { color: var(--vr-primary); }
.vr-t-leafish .vr-headline { color: var(--vr-text); font-weight: 500; }
.vr-t-leafish .lf-header .vr-contact, .vr-t-leafish .lf-header .vr-details { margin-block-start: 0.7em; gap: 0.2em 1.2em; }
.vr-t-leafish .lf-header .vr-details { margin-block-start: 0.25em; }
.vr-t-leafish .vr-columns--split { grid-template-columns: minmax(0, 1fr) 33%; gap: 2em; }
.vr-t-leafish .vr-heading {
  color: var(--vr-primary); text-transform: uppercase; letter-spacing: 0.08em; font-kerning: none; font-size: 0.9em;
  padding-block-end: 0.35em; border-block-end: 0.07em solid var(--vr-rule);
}
.vr-t-leafish .vr-heading-icon { display: none; }
.vr-t-leafish .vr-item-subtitle { color: var(--vr-primary); font-weight: 500; }
${offsetSidebarLines("leafish")}
`;

export const leafish: TemplateDefinition = {
  name: "leafish",
  css,
  options: { levelVariant: "bar" },
  Page: columnsPage((props) => ({ header: <BasicsHeader {...props} className="lf-header" group="lf-identity" /> })),
};

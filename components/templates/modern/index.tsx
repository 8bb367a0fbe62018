import { SplitHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";
import { offsetSidebarLines } from "../styles/offset-sidebar-lines";

// Modern: a confident name with contact stacked at the end, a hairline between the columns, accent bars.
const css = /* css */ `
.vr-t-modern .md-header { display: flex; align-items: flex-end; gap: 1.5em; padding-block-end: 1.2em; margin-block-end: 1.5em; border-block-end: 0.07em solid var(--vr-rule); }
.vr-t-modern .md-identity { flex: 1; min-width: 0; display: flex; align-items: center; gap: 1.2em; }
.vr-t-modern .vr-name { font-size: calc(var(--vr-header-size) * 1.35); font-weight: 800; letter-spacing: -0.03em; line-height: 1; }
.vr-t-modern .vr-headline { color: var(--vr-primary); font-weight: 600; margin-block-start: 0.45em; }
.vr-t-modern .md-contact .vr-contact, .vr-t-modern .md-contact .vr-details { flex-direction: column; gap: 0.2em; font-size: 0.86em; }
.vr-t-modern .md-contact .vr-details { margin-block-start: 0.2em; }
.vr-t-modern .vr-columns--split { grid-template-columns: minmax(0, 1fr) 33%; gap: 0; }
.vr-t-modern .vr-columns--split > .vr-main { padding-inline-end: 1.6em; }
.vr-t-modern .vr-columns--split > .vr-sidebar { padding-inline-start: 1.6em; border-inline-start: 0.07em solid var(--vr-rule); align-self: stretch; }
.vr-t-modern .vr-heading { text-transform: uppercase; letter-spacing: 0.1em; font-kerning: none; font-size: 0.82em; color: var(--vr-muted); gap: 0.6em; }
.vr-t-modern .vr-heading::before { content: ""; width: 0.28em; height: 1.1em; border-radius: 0.1em; background: var(--vr-primary); flex: none; }
.vr-t-modern .vr-heading-icon { display: none; }
.vr-t-modern .vr-item-title { font-weight: 700; }
.vr-t-modern .vr-item-subtitle { color: var(--vr-primary); }
${offsetSidebarLines("modern")}
`;

export const modern: TemplateDefinition = {
  name: "modern",
  css,
  options: { levelVariant: "bar" },
  Page: columnsPage((props) => ({
    header: (
      <SplitHeader {...props} className="md-header" identityClassName="md-identity" contactClassName="md-contact" />
    ),
  })),
};

import { ContactBlock, NameAndHeadline, Picture } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Glalie: a cool tinted sidebar holding a centred identity; headings marked by a bar on their start edge.
const css = /* css */ `
.vr-t-glalie .vr-columns { grid-template-columns: 33% minmax(0, 1fr); }
.vr-t-glalie .gl-identity { text-align: center; display: flex; flex-direction: column; align-items: center; gap: 0.3em; margin-block-end: 1.7em; }
.vr-t-glalie .gl-identity .vr-picture { margin-block-end: 0.8em; box-shadow: 0 0 0 0.3em var(--vr-background), 0 0 0 0.42em var(--vr-primary); }
.vr-t-glalie .vr-name { color: var(--vr-primary); line-height: 1.15; }
.vr-t-glalie .gl-identity .vr-headline { font-size: 0.95em; }
.vr-t-glalie .gl-contact { margin-block-end: var(--vr-section-gap); padding: 0.9em 1em; border-radius: 0.5em; background: var(--vr-background); }
.vr-t-glalie .gl-contact .vr-contact, .vr-t-glalie .gl-contact .vr-details { flex-direction: column; gap: 0.4em; font-size: 0.88em; }
.vr-t-glalie .gl-contact .vr-details { margin-block-start: 0.4em; }
.vr-t-glalie .vr-heading { border-inline-start: 0.3em solid var(--vr-primary); padding-inline-start: 0.6em; line-height: 1.2; color: var(--vr-text); font-size: 1.05em; }
.vr-t-glalie .vr-heading-icon { color: var(--vr-primary); }
.vr-t-glalie .vr-sidebar .vr-heading { font-size: 0.98em; }
.vr-t-glalie .vr-item-subtitle { color: var(--vr-primary); font-weight: 500; }
.vr-t-glalie .vr-sidebar .vr-keyword { background: var(--vr-background); }
`;

export const glalie: TemplateDefinition = {
  name: "glalie",
  css,
  bands: [{ edge: "start", width: "33%", color: "tint" }],
  options: { levelVariant: "bar" },
  Page: columnsPage(
    ({ basics, labels }) => ({
      sidebar: (
        <>
          <header className="gl-identity">
            <Picture basics={basics} />
            <NameAndHeadline basics={basics} />
          </header>
          <ContactBlock basics={basics} labels={labels} className="gl-contact" />
        </>
      ),
    }),
    { band: "start", sidebarFirst: true },
  ),
};

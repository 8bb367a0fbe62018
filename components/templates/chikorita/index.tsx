import { ContactAndDetails, NameAndHeadline, Picture } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";
import { offsetSidebarLines } from "../styles/offset-sidebar-lines";

// Chikorita: a full-height colour band on the end side carrying the picture, contact and sidebar.
const css = /* css */ `
.vr-t-chikorita .vr-columns { grid-template-columns: minmax(0, 1fr) 33%; }
.vr-t-chikorita .ck-header { margin-block-end: 1.6em; }
.vr-t-chikorita .vr-name { color: var(--vr-primary); font-size: calc(var(--vr-header-size) * 1.1); }
.vr-t-chikorita .vr-headline { font-weight: 500; color: var(--vr-text); }
.vr-t-chikorita .ck-side-header { display: flex; flex-direction: column; gap: 0.9em; margin-block-end: var(--vr-section-gap); }
.vr-t-chikorita .ck-side-header .vr-picture { border: 0.2em solid rgb(255 255 255 / 0.85); align-self: center; }
.vr-t-chikorita .vr-sidebar .vr-contact, .vr-t-chikorita .vr-sidebar .vr-details { flex-direction: column; gap: 0.45em; }
.vr-t-chikorita .vr-sidebar .vr-contact-icon { color: #ffffff; }
.vr-t-chikorita .vr-sidebar { --vr-primary: #ffffff; }
.vr-t-chikorita .vr-main .vr-heading { color: var(--vr-primary); text-transform: uppercase; letter-spacing: 0.08em; font-kerning: none; font-size: 0.95em; }
.vr-t-chikorita .vr-main .vr-heading::before { content: ""; width: 1.6em; height: 0.22em; border-radius: 1em; background: var(--vr-primary); flex: none; }
.vr-t-chikorita .vr-heading-icon { display: none; }
.vr-t-chikorita .vr-sidebar .vr-heading { text-transform: uppercase; letter-spacing: 0.1em; font-kerning: none; font-size: 0.9em; padding-block-end: 0.35em; border-block-end: 0.07em solid var(--vr-rule); }
.vr-t-chikorita .vr-main .vr-item-subtitle { color: var(--vr-primary); font-weight: 500; }
.vr-t-chikorita .vr-sidebar .vr-item-title { font-weight: 600; }
${offsetSidebarLines("chikorita")}
`;

export const chikorita: TemplateDefinition = {
  name: "chikorita",
  css,
  bands: [{ edge: "end", width: "33%", color: "primary" }],
  options: { levelVariant: "dots" },
  Page: columnsPage(
    ({ basics, labels }) => ({
      main: (
        <header className="ck-header">
          <NameAndHeadline basics={basics} />
        </header>
      ),
      sidebar: (
        <div className="ck-side-header">
          <Picture basics={basics} />
          <ContactAndDetails basics={basics} labels={labels} />
        </div>
      ),
    }),
    { band: "end", sidebarClassName: "vr-inverse" },
  ),
};

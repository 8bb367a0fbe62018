import { ContactBlock, hasPicture, IdentityBlock, Monogram, Picture } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";
import { offsetSidebarLines } from "../styles/offset-sidebar-lines";

// Metro: square tiles; a monogram tile beside the name, contact tiles, headings set in solid blocks.
const css = /* css */ `
.vr-t-metro .mt-header { display: flex; align-items: stretch; gap: 1.1em; margin-block-end: 0.9em; }
.vr-t-metro .mt-tile {
  flex: none; width: 4.8em; min-height: 4.8em; display: flex; align-items: center; justify-content: center;
  background: var(--vr-primary); color: #ffffff; font-size: 1.1em; font-weight: 800; letter-spacing: 0.04em; font-kerning: none;
}
.vr-t-metro .mt-identity { display: flex; flex-direction: column; justify-content: center; }
.vr-t-metro .vr-name { font-weight: 800; text-transform: uppercase; letter-spacing: 0.02em; font-kerning: none; line-height: 1.05; }
.vr-t-metro .vr-headline { color: var(--vr-primary); font-weight: 600; }
.vr-t-metro .mt-contact { margin-block-end: 1.7em; }
.vr-t-metro .mt-contact .vr-contact, .vr-t-metro .mt-contact .vr-details { gap: 0.35em; }
.vr-t-metro .mt-contact .vr-details { margin-block-start: 0.35em; }
.vr-t-metro .mt-contact :is(.vr-contact-item, .vr-details-item) { background: var(--vr-tint); padding: 0.3em 0.7em; }
.vr-t-metro .vr-columns--split { grid-template-columns: 31% minmax(0, 1fr); grid-template-areas: "side main"; gap: 1.8em; }
.vr-t-metro .vr-columns--split > .vr-main { grid-area: main; }
.vr-t-metro .vr-columns--split > .vr-sidebar { grid-area: side; }
.vr-t-metro .vr-heading { background: var(--vr-primary); color: #ffffff; padding: 0.3em 0.75em; text-transform: uppercase; letter-spacing: 0.1em; font-kerning: none; font-size: 0.85em; font-weight: 700; }
.vr-t-metro .vr-heading-icon { color: #ffffff; }
.vr-t-metro .vr-sidebar .vr-heading { background: var(--vr-text); }
.vr-t-metro .vr-item-subtitle { color: var(--vr-primary); font-weight: 600; }
.vr-t-metro .vr-keyword { border-radius: 0; background: none; border: 0.08em solid var(--vr-rule); }
${offsetSidebarLines("metro")}
`;

export const metro: TemplateDefinition = {
  name: "metro",
  css,
  options: { levelVariant: "squares" },
  Page: columnsPage(({ basics, labels }) => ({
    header: (
      <header>
        <div className="mt-header">
          {hasPicture(basics) ? <Picture basics={basics} /> : <Monogram basics={basics} className="mt-tile" />}
          <IdentityBlock basics={basics} className="mt-identity" />
        </div>
        <ContactBlock basics={basics} labels={labels} className="mt-contact" />
      </header>
    ),
  })),
};

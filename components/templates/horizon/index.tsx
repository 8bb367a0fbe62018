import { ContactBlock, hasPicture, IdentityBlock, Picture } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Horizon: a wide header closed by a double colour rule; headings run out to the edge as a horizon line.
const css = /* css */ `
.vr-t-horizon .hz-header { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: 1.4em; align-items: center; padding-block-end: 1.3em; }
.vr-t-horizon .hz-header--no-picture { grid-template-columns: minmax(0, 1fr) auto; }
.vr-t-horizon .vr-name { font-size: calc(var(--vr-header-size) * 1.3); font-weight: 800; letter-spacing: -0.02em; line-height: 1.05; }
.vr-t-horizon .vr-headline { color: var(--vr-primary); font-weight: 600; font-size: 1.1em; margin-block-start: 0.35em; }
.vr-t-horizon .hz-contact .vr-contact, .vr-t-horizon .hz-contact .vr-details { flex-direction: column; align-items: flex-end; gap: 0.25em; font-size: 0.88em; }
.vr-t-horizon .hz-contact .vr-details { margin-block-start: 0.25em; }
.vr-t-horizon .hz-rule { margin-inline: calc(-1 * var(--vr-margin)); height: 0.45em; background: var(--vr-primary); box-shadow: 0 0.4em 0 -0.25em var(--vr-tint-strong); margin-block-end: 1.8em; }
.vr-t-horizon .vr-columns--split { grid-template-columns: minmax(0, 1fr) 30%; gap: 2em; }
.vr-t-horizon .vr-heading { text-transform: uppercase; letter-spacing: 0.12em; font-kerning: none; font-size: 0.9em; gap: 0.8em; }
.vr-t-horizon .vr-heading::after { content: ""; flex: 1; border-block-end: 0.1em solid var(--vr-primary); }
.vr-t-horizon .vr-heading-icon { display: none; }
.vr-t-horizon .vr-item-date { color: var(--vr-primary); font-weight: 600; }
.vr-t-horizon .vr-item-subtitle { font-weight: 500; color: var(--vr-muted); }
.vr-t-horizon .vr-keyword { background: none; border-block-end: 0.12em solid var(--vr-tint-strong); border-radius: 0; padding-inline: 0.1em; }
`;

export const horizon: TemplateDefinition = {
  name: "horizon",
  css,
  options: { levelVariant: "segments" },
  Page: columnsPage(({ basics, labels }) => {
    const withPicture = hasPicture(basics);
    return {
      header: (
        <header>
          <div className={withPicture ? "hz-header" : "hz-header hz-header--no-picture"}>
            {withPicture && <Picture basics={basics} />}
            <IdentityBlock basics={basics} />
            <ContactBlock basics={basics} labels={labels} className="hz-contact" />
          </div>
          <div className="hz-rule" aria-hidden="true" />
        </header>
      ),
    };
  }),
};

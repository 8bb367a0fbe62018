import { ContactAndDetails, hasPicture, IdentityBlock, Picture } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Ditto: a full-bleed colour band with the name, the picture overlapping its edge, contact in the sidebar.
const css = /* css */ `
.vr-t-ditto .dt-band {
  margin: calc(-1 * var(--vr-margin)) calc(-1 * var(--vr-margin)) 0;
  padding: max(var(--vr-margin), 1.8em) var(--vr-margin) 1.5em;
  background: var(--vr-primary);
  display: grid; grid-template-columns: 30% minmax(0, 1fr); gap: 2em; align-items: end;
}
.vr-t-ditto .dt-band--no-picture { grid-template-columns: minmax(0, 1fr); }
.vr-t-ditto .dt-picture { position: relative; height: 0; align-self: end; }
.vr-t-ditto .dt-picture .vr-picture { position: absolute; inset-inline-start: 0; inset-block-start: -1.2em; border: 0.25em solid var(--vr-background); }
.vr-t-ditto .vr-name { font-size: calc(var(--vr-header-size) * 1.2); }
.vr-t-ditto .dt-band .vr-headline { color: rgb(255 255 255 / 0.86); }
.vr-t-ditto .dt-band + .vr-columns, .vr-t-ditto header + .vr-columns { margin-block-start: 1.5em; }
.vr-t-ditto .dt-contact { margin-block-end: var(--vr-section-gap); }
.vr-t-ditto .dt-contact .vr-contact, .vr-t-ditto .dt-contact .vr-details { flex-direction: column; gap: 0.4em; }
.vr-t-ditto .dt-contact .vr-details { margin-block-start: 0.4em; }
.vr-t-ditto .vr-columns--split { grid-template-columns: 30% minmax(0, 1fr); grid-template-areas: "side main"; gap: 2.2em; }
.vr-t-ditto .vr-columns--split > .vr-main { grid-area: main; }
.vr-t-ditto .vr-columns--split > .vr-sidebar { grid-area: side; }
.vr-t-ditto .vr-heading { color: var(--vr-primary); gap: 0.6em; }
.vr-t-ditto .vr-heading::after { content: ""; flex: 1; border-block-end: 0.1em solid var(--vr-tint-strong); }
.vr-t-ditto .vr-item-subtitle { color: var(--vr-muted); }
`;

export const ditto: TemplateDefinition = {
  name: "ditto",
  css,
  options: { levelVariant: "bar" },
  Page: columnsPage(({ basics, labels }) => {
    const withPicture = hasPicture(basics);
    // The picture hangs 1.2em into the band; below it, the contact list clears what remains.
    return {
      header: (
        <header>
          <div className={withPicture ? "dt-band vr-inverse" : "dt-band dt-band--no-picture vr-inverse"}>
            {withPicture && (
              <div className="dt-picture">
                <Picture basics={basics} />
              </div>
            )}
            <IdentityBlock basics={basics} />
          </div>
        </header>
      ),
      sidebar: (
        <div
          className="dt-contact"
          style={
            withPicture
              ? { paddingBlockStart: `calc(${Math.round(basics.picture.size / basics.picture.aspectRatio)}px - 1.9em)` }
              : undefined
          }
        >
          <ContactAndDetails basics={basics} labels={labels} />
        </div>
      ),
    };
  }),
};

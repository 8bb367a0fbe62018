import { BasicsHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";
import { offsetSidebarLines } from "../styles/offset-sidebar-lines";

// Nosepass: dates in a column of their own beside each entry, headings on a tinted strip.
const css = /* css */ `
.vr-t-nosepass .np-header { display: flex; align-items: center; gap: 1.3em; margin-block-end: 1.5em; }
.vr-t-nosepass .vr-name { color: var(--vr-primary); }
.vr-t-nosepass .np-header .vr-contact, .vr-t-nosepass .np-header .vr-details { margin-block-start: 0.55em; }
.vr-t-nosepass .np-header .vr-details { margin-block-start: 0.15em; }
.vr-t-nosepass .vr-columns--split { grid-template-columns: minmax(0, 1fr) 29%; gap: 1.9em; }
.vr-t-nosepass .vr-heading { background: var(--vr-tint); color: var(--vr-primary); padding: 0.25em 0.7em; border-radius: 0.3em; font-size: 0.95em; letter-spacing: 0.03em; font-kerning: none; }
/* The date column: the item's header dissolves into a two-column grid, dates and place at the start. */
.vr-t-nosepass .vr-main .vr-items[data-columns="1"] > .vr-item:not(.vr-item--leveled, .vr-signature) { display: grid; grid-template-columns: 8.4em minmax(0, 1fr); column-gap: 1.1em; align-items: start; }
.vr-t-nosepass .vr-main .vr-items[data-columns="1"] > .vr-item:not(.vr-item--leveled, .vr-signature) > .vr-item-header { display: contents; }
.vr-t-nosepass .vr-main .vr-items[data-columns="1"] > .vr-item:not(.vr-item--leveled, .vr-signature) > * { grid-column: 2; }
.vr-t-nosepass .vr-main .vr-items[data-columns="1"] > .vr-item:not(.vr-item--leveled, .vr-signature) .vr-item-meta {
  grid-column: 1; grid-row: 1 / span 6; text-align: end; max-width: none; color: var(--vr-primary); font-weight: 600; font-size: 0.84em; padding-block-start: 0.2em;
}
.vr-t-nosepass .vr-main .vr-item-location { color: var(--vr-muted); font-weight: 400; }
.vr-t-nosepass .vr-item-subtitle { color: var(--vr-muted); font-weight: 500; }
${offsetSidebarLines("nosepass")}
`;

export const nosepass: TemplateDefinition = {
  name: "nosepass",
  css,
  options: { levelVariant: "dots" },
  Page: columnsPage((props) => ({ header: <BasicsHeader {...props} className="np-header" group /> })),
};

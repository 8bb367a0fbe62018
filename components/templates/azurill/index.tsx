import { BasicsHeader } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Azurill: a centred header, a sidebar on the start side and a timeline running down the main column.
const css = /* css */ `
.vr-t-azurill .az-header { text-align: center; display: flex; flex-direction: column; align-items: center; gap: 0.15em; padding-block-end: 1.2em; margin-block-end: 1.5em; border-block-end: 0.07em solid var(--vr-rule); }
.vr-t-azurill .az-header .vr-picture { margin-block-end: 0.7em; }
.vr-t-azurill .vr-name { letter-spacing: 0.01em; font-kerning: none; }
.vr-t-azurill .vr-headline { color: var(--vr-primary); font-weight: 500; }
.vr-t-azurill .az-header .vr-contact, .vr-t-azurill .az-header .vr-details { justify-content: center; margin-block-start: 0.55em; }
.vr-t-azurill .az-header .vr-details { margin-block-start: 0.2em; }
.vr-t-azurill .vr-columns--split { grid-template-columns: 30% minmax(0, 1fr); grid-template-areas: "side main"; gap: 2.2em; }
.vr-t-azurill .vr-columns--split > .vr-main { grid-area: main; }
.vr-t-azurill .vr-columns--split > .vr-sidebar { grid-area: side; }
.vr-t-azurill .vr-heading { color: var(--vr-primary); font-size: 0.95em; text-transform: uppercase; letter-spacing: 0.1em; font-kerning: none; }
.vr-t-azurill .vr-heading-icon { width: 1.9em; height: 1.9em; padding: 0.45em; border-radius: 50%; background: var(--vr-tint); }
.vr-t-azurill .vr-sidebar .vr-heading-icon { display: none; }
/* The timeline: a rule along the start edge of the main column's items, a dot at each entry. */
.vr-t-azurill .vr-main .vr-section:not(.vr-section--summary) .vr-items { border-inline-start: 0.1em solid var(--vr-tint-strong); padding-inline-start: 1.2em; margin-inline-start: 0.9em; }
/*
 * The dot sits at its static position (the item's start corner), moved by margins: the item itself
 * is not positioned, because a positioned box is drawn after all in-flow text, and extractors that
 * read the PDF in drawing order would then find the items after the sidebar.
 */
.vr-t-azurill .vr-main .vr-section:not(.vr-section--summary) .vr-item::before {
  content: ""; position: absolute; margin-inline-start: -1.58em; margin-block-start: 0.42em;
  width: 0.7em; height: 0.7em; border-radius: 50%; background: var(--vr-background); border: 0.15em solid var(--vr-primary);
}
.vr-t-azurill .vr-item-subtitle { color: var(--vr-muted); font-style: italic; }
.vr-t-azurill .vr-sidebar .vr-item-subtitle { font-style: normal; }
.vr-t-azurill .vr-keyword { background: none; border: 0.07em solid var(--vr-tint-strong); border-radius: 1em; }
`;

export const azurill: TemplateDefinition = {
  name: "azurill",
  css,
  options: { levelVariant: "dots" },
  Page: columnsPage((props) => ({ header: <BasicsHeader {...props} className="az-header" /> })),
};

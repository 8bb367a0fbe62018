import { BasicsHeader } from "../sections/basics";
import { stackedPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Bronzor: a classic single column; every heading sits in a narrow column beside its section.
const css = /* css */ `
.vr-t-bronzor { --vr-section-gap: 1.1em; }
.vr-t-bronzor .bz-header { display: flex; align-items: center; gap: 1.3em; padding-block-end: 1em; margin-block-end: 1.2em; border-block-end: 0.18em double var(--vr-text); border-block-end-width: 0.25em; }
.vr-t-bronzor .bz-identity { flex: 1; min-width: 0; }
.vr-t-bronzor .vr-name { font-weight: 700; letter-spacing: 0.02em; font-kerning: none; }
.vr-t-bronzor .vr-headline { color: var(--vr-primary); font-weight: 500; font-size: 1.1em; }
.vr-t-bronzor .bz-header .vr-contact, .vr-t-bronzor .bz-header .vr-details { margin-block-start: 0.5em; gap: 0.2em 1.2em; }
.vr-t-bronzor .bz-header .vr-details { margin-block-start: 0.15em; }
.vr-t-bronzor .vr-stack > * + * { margin-block-start: 0; }
/*
 * The heading sits in a narrow start column beside the section's first row (the lead keeps them
 * together). A grid, not absolute positioning: an absolutely positioned box is drawn after the
 * in-flow text, so extractors that read the PDF in drawing order would find each heading after its
 * own section.
 */
.vr-t-bronzor .vr-section { display: grid; grid-template-columns: 23% minmax(0, 1fr); column-gap: 1.6em; align-items: start; padding-block-start: var(--vr-section-gap); border-block-start: 0.07em solid var(--vr-rule); }
.vr-t-bronzor .vr-section-lead { grid-column: 1 / -1; display: grid; grid-template-columns: subgrid; align-items: start; }
.vr-t-bronzor .vr-section-lead > .vr-items, .vr-t-bronzor .vr-items--rest { grid-column: 2; }
.vr-t-bronzor .vr-main > .vr-section:first-child { border-block-start: 0; padding-block-start: 0; }
.vr-t-bronzor .vr-section + .vr-section { margin-block-start: 0; }
.vr-t-bronzor .vr-heading { grid-column: 1; margin: 0; display: block; color: var(--vr-primary); font-size: 0.86em; line-height: 1.9; text-transform: uppercase; letter-spacing: 0.12em; font-kerning: none; text-align: end; }
.vr-t-bronzor .vr-heading-icon { display: none; }
.vr-t-bronzor .vr-item-subtitle { font-style: italic; }
.vr-t-bronzor .vr-keyword { background: none; padding: 0; }
.vr-t-bronzor .vr-keyword + .vr-keyword::before { content: "·"; margin-inline-end: 0.4em; color: var(--vr-subtle); }
`;

export const bronzor: TemplateDefinition = {
  name: "bronzor",
  css,
  options: { levelVariant: "squares" },
  Page: stackedPage((props) => <BasicsHeader {...props} className="bz-header" picture="end" group="bz-identity" />),
};

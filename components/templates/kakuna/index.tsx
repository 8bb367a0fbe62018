import { BasicsHeader } from "../sections/basics";
import { stackedPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Kakuna: minimal and centred; one column, small spaced headings, levels in words, plenty of air.
const css = /* css */ `
.vr-t-kakuna { --vr-section-gap: 1.6em; }
.vr-t-kakuna .kk-header { text-align: center; margin-block-end: 2em; }
.vr-t-kakuna .vr-name { font-weight: 600; letter-spacing: 0.02em; font-kerning: none; }
.vr-t-kakuna .vr-headline { font-variant: small-caps; letter-spacing: 0.08em; font-kerning: none; font-size: 1.08em; }
.vr-t-kakuna .kk-header .vr-contact, .vr-t-kakuna .kk-header .vr-details { justify-content: center; margin-block-start: 0.8em; gap: 0.2em 1.4em; }
.vr-t-kakuna .kk-header .vr-details { margin-block-start: 0.2em; }
.vr-t-kakuna .kk-header .vr-contact-icon { color: var(--vr-subtle); }
.vr-t-kakuna .vr-heading { justify-content: center; font-size: 0.82em; font-weight: 600; letter-spacing: 0.14em; font-kerning: none; text-transform: uppercase; color: var(--vr-primary); margin-block-end: 0.9em; }
.vr-t-kakuna .vr-heading-icon { display: none; }
.vr-t-kakuna .vr-heading-text::before, .vr-t-kakuna .vr-heading-text::after { content: "—"; margin-inline: 0.8em; letter-spacing: 0; color: var(--vr-subtle); }
.vr-t-kakuna .vr-item-subtitle { color: var(--vr-muted); }
.vr-t-kakuna .vr-keyword { background: none; padding: 0; color: var(--vr-muted); }
.vr-t-kakuna .vr-keyword + .vr-keyword::before { content: "·"; margin-inline-end: 0.35em; }
.vr-t-kakuna .vr-stack > .vr-sidebar { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--vr-section-gap) 2.6em; margin-block-start: var(--vr-section-gap); }
.vr-t-kakuna .vr-stack > .vr-sidebar > .vr-section { margin: 0; }
.vr-t-kakuna .vr-section--summary { text-align: center; }
.vr-t-kakuna .vr-signature { margin-inline: auto; text-align: center; }
.vr-t-kakuna .vr-section--summary .vr-rich ul { display: inline-block; text-align: start; }
.vr-t-kakuna .vr-item--leveled .vr-item-header { display: flex; }
.vr-t-kakuna .vr-item--leveled { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.6em; }
.vr-t-kakuna .vr-item--leveled .vr-item-level { margin: 0; }
.vr-t-kakuna .vr-item--leveled .vr-keywords { flex-basis: 100%; margin-block-start: 0.1em; }
`;

export const kakuna: TemplateDefinition = {
  name: "kakuna",
  css,
  options: { levelVariant: "text" },
  Page: stackedPage((props) => <BasicsHeader {...props} className="kk-header" picture="none" />),
};

import { BasicsHeader } from "../sections/basics";
import { stackedPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// The separator between contact items: an SVG diamond painted in the accent colour (a "◆" would come
// from whatever system font has the glyph, which the app does not bundle).
const diamond = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><path d='M5 0 10 5 5 10 0 5z'/></svg>")}`;

// Elegance: centred and quiet; spaced capitals, ornamental rules, the sidebar's sections in two columns below.
const css = /* css */ `
.vr-t-elegance { --vr-section-gap: 1.5em; }
.vr-t-elegance .el-header { text-align: center; padding-block: 0.4em 1em; margin-block-end: 1.6em; border-block: 0.07em solid var(--vr-primary); position: relative; }
/* The header is positioned (for its second rule), so it would be drawn after the in-flow text; what
 * follows it is positioned too, so all is drawn in document order (text extraction in drawing order). */
.vr-t-elegance .el-header ~ * { position: relative; }
.vr-t-elegance .el-header::after { content: ""; position: absolute; inset-inline: 0; inset-block-end: 0.25em; border-block-end: 0.07em solid var(--vr-primary); }
.vr-t-elegance .vr-name { font-weight: 500; text-transform: uppercase; letter-spacing: 0.14em; font-kerning: none; font-size: calc(var(--vr-header-size) * 1.15); margin-block-start: 0.4em; }
.vr-t-elegance .vr-headline { font-style: italic; color: var(--vr-primary); margin-block: 0.2em 0.7em; }
.vr-t-elegance .el-header .vr-contact, .vr-t-elegance .el-header .vr-details { justify-content: center; gap: 0.2em 0; }
.vr-t-elegance .el-header .vr-details { margin-block: 0.15em 0.4em; }
.vr-t-elegance .el-header :is(.vr-contact-item, .vr-details-item) + :is(.vr-contact-item, .vr-details-item)::before { content: ""; flex: none; width: 0.36em; height: 0.36em; margin-inline: 0.7em; align-self: center; background: var(--vr-primary); mask: url("${diamond}") center / contain no-repeat; }
.vr-t-elegance .el-header .vr-contact-icon { display: none; }
.vr-t-elegance .vr-heading { justify-content: center; text-align: center; font-weight: 500; text-transform: uppercase; letter-spacing: 0.14em; font-kerning: none; font-size: 0.88em; color: var(--vr-primary); gap: 1em; }
.vr-t-elegance .vr-heading::before, .vr-t-elegance .vr-heading::after { content: ""; flex: 1; border-block-end: 0.07em solid var(--vr-rule); }
.vr-t-elegance .vr-heading-icon { display: none; }
.vr-t-elegance .vr-item-title { font-weight: 600; }
.vr-t-elegance .vr-item-subtitle, .vr-t-elegance .vr-item-date { font-style: italic; }
.vr-t-elegance .vr-keyword { background: none; padding: 0; }
.vr-t-elegance .vr-keyword + .vr-keyword::before { content: "/"; margin-inline-end: 0.4em; color: var(--vr-subtle); }
.vr-t-elegance .vr-section--summary .vr-rich { text-align: center; font-style: italic; max-width: 92%; margin-inline: auto; }
.vr-t-elegance .vr-section--summary .vr-rich ul { text-align: start; font-style: normal; display: inline-block; }
.vr-t-elegance .vr-stack > .vr-sidebar { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--vr-section-gap) 2.4em; margin-block-start: var(--vr-section-gap); }
.vr-t-elegance .vr-stack > .vr-sidebar > .vr-section { margin: 0; }
.vr-t-elegance .vr-stack > .vr-sidebar .vr-heading { justify-content: flex-start; }
.vr-t-elegance .vr-stack > .vr-sidebar .vr-heading::before { display: none; }
.vr-t-elegance .vr-signature { margin-inline: auto; text-align: center; }
`;

export const elegance: TemplateDefinition = {
  name: "elegance",
  css,
  options: { levelVariant: "text" },
  Page: stackedPage((props) => <BasicsHeader {...props} className="el-header" picture="none" />),
};

import { ContactAndDetails, Headline, Name } from "../sections/basics";
import { stackedPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Rhyhorn: plain and dense for applicant tracking systems; no picture, no icons, rules under headings.
const css = /* css */ `
.vr-t-rhyhorn { --vr-section-gap: 1em; --vr-item-gap: 0.6em; }
.vr-t-rhyhorn .vr-icon { display: none; }
.vr-t-rhyhorn .rh-header { margin-block-end: 1.1em; }
.vr-t-rhyhorn .vr-name { font-weight: 700; }
.vr-t-rhyhorn .rh-headline { font-weight: 500; color: var(--vr-primary); }
.vr-t-rhyhorn .rh-header .vr-contact, .vr-t-rhyhorn .rh-header .vr-details { gap: 0; margin-block-start: 0.3em; }
.vr-t-rhyhorn .rh-header .vr-details { margin-block-start: 0; }
.vr-t-rhyhorn .rh-header :is(.vr-contact-item, .vr-details-item) + :is(.vr-contact-item, .vr-details-item)::before { content: "|"; margin-inline: 0.7em; color: var(--vr-subtle); }
.vr-t-rhyhorn .vr-heading { text-transform: uppercase; font-size: 0.95em; letter-spacing: 0.05em; font-kerning: none; padding-block-end: 0.15em; border-block-end: 0.07em solid var(--vr-text); margin-block-end: 0.5em; }
.vr-t-rhyhorn .vr-item-subtitle { font-style: italic; }
.vr-t-rhyhorn .vr-item-meta { color: var(--vr-text); }
.vr-t-rhyhorn .vr-keywords { display: block; }
.vr-t-rhyhorn .vr-keyword { display: inline; background: none; padding: 0; }
.vr-t-rhyhorn .vr-keyword + .vr-keyword::before { content: ", "; }
.vr-t-rhyhorn .vr-item--leveled { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.5em; }
.vr-t-rhyhorn .vr-item--leveled .vr-item-header { display: block; }
/* "Backend (Expert): Go, TypeScript" - a plain line an applicant tracking system reads as it is. */
.vr-t-rhyhorn .vr-item--leveled .vr-item-level { margin: 0; }
.vr-t-rhyhorn .vr-item--leveled .vr-level-text { color: var(--vr-text); font-size: 1em; }
.vr-t-rhyhorn .vr-item--leveled .vr-level-text::before { content: "("; }
.vr-t-rhyhorn .vr-item--leveled .vr-level-text::after { content: ")"; }
.vr-t-rhyhorn .vr-item--leveled:has(.vr-keywords) .vr-item-level::after { content: ":"; }
.vr-t-rhyhorn .vr-item--leveled:has(.vr-keywords):not(:has(.vr-level-text)) .vr-item-title::after { content: ":"; }
.vr-t-rhyhorn .vr-item--leveled .vr-keywords { margin: 0; font-size: 1em; }
.vr-t-rhyhorn .vr-stack > .vr-sidebar { margin-block-start: var(--vr-section-gap); }
`;

export const rhyhorn: TemplateDefinition = {
  name: "rhyhorn",
  css,
  options: { levelVariant: "text" },
  Page: stackedPage(({ basics, labels }) => (
    <header className="rh-header">
      <Name basics={basics} />
      <Headline basics={basics} className="rh-headline" />
      <ContactAndDetails basics={basics} labels={labels} />
    </header>
  )),
};

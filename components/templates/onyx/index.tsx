import { ContactBlock, IdentityBlock, Picture } from "../sections/basics";
import { stackedPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Onyx: a compact single column; picture, name and contact on one header band closed by a colour rule,
// headings with their icon, the sidebar's sections in two columns at the end.
const css = /* css */ `
.vr-t-onyx .ox-header { display: flex; align-items: center; gap: 1.2em; padding-block-end: 1.1em; margin-block-end: 1.4em; border-block-end: 0.2em solid var(--vr-primary); }
.vr-t-onyx .ox-identity { flex: 1; min-width: 0; }
.vr-t-onyx .vr-name { font-weight: 700; }
.vr-t-onyx .vr-headline { color: var(--vr-primary); font-weight: 500; }
.vr-t-onyx .ox-contact .vr-contact, .vr-t-onyx .ox-contact .vr-details { flex-direction: column; gap: 0.2em; font-size: 0.88em; }
.vr-t-onyx .ox-contact .vr-details { margin-block-start: 0.2em; }
.vr-t-onyx .vr-heading { font-size: 1.05em; padding-block-end: 0.3em; border-block-end: 0.07em solid var(--vr-rule); }
.vr-t-onyx .vr-item-subtitle { color: var(--vr-muted); font-weight: 500; }
.vr-t-onyx .vr-stack > .vr-sidebar { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--vr-section-gap) 2em; margin-block-start: var(--vr-section-gap); }
.vr-t-onyx .vr-stack > .vr-sidebar > .vr-section { margin: 0; }
`;

export const onyx: TemplateDefinition = {
  name: "onyx",
  css,
  options: { levelVariant: "dots" },
  Page: stackedPage(({ basics, labels }) => (
    <header className="ox-header">
      <Picture basics={basics} />
      <IdentityBlock basics={basics} className="ox-identity" />
      <ContactBlock basics={basics} labels={labels} className="ox-contact" />
    </header>
  )),
};

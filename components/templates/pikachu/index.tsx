import { BasicsHeader, Picture } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import type { TemplateDefinition } from "../types";

// Pikachu: the identity on a rounded colour card atop the main column; picture and sidebar on the start side.
const css = /* css */ `
.vr-t-pikachu .vr-columns--split { grid-template-columns: 29% minmax(0, 1fr); grid-template-areas: "side main"; gap: 1.8em; }
.vr-t-pikachu .vr-columns--split > .vr-main { grid-area: main; }
.vr-t-pikachu .vr-columns--split > .vr-sidebar { grid-area: side; }
.vr-t-pikachu .pk-card { background: var(--vr-primary); border-radius: 0.8em; padding: 1.3em 1.5em; margin-block-end: 1.6em; }
.vr-t-pikachu .pk-card .vr-headline { color: rgb(255 255 255 / 0.88); }
.vr-t-pikachu .pk-card .vr-contact, .vr-t-pikachu .pk-card .vr-details { margin-block-start: 0.8em; padding-block-start: 0.8em; border-block-start: 0.07em solid rgb(255 255 255 / 0.3); gap: 0.25em 1.1em; }
.vr-t-pikachu .pk-card .vr-details { margin-block-start: 0.25em; padding: 0; border: 0; }
.vr-t-pikachu .pk-card .vr-contact-icon { color: #ffffff; }
.vr-t-pikachu .pk-picture { margin-block-end: 1.5em; }
.vr-t-pikachu .pk-picture .vr-picture { margin-inline: auto; }
.vr-t-pikachu .vr-heading { color: var(--vr-primary); padding-block-end: 0.3em; border-block-end: 0.1em solid var(--vr-primary); }
.vr-t-pikachu .vr-item-subtitle { color: var(--vr-muted); font-weight: 500; }
.vr-t-pikachu .vr-keyword { background: var(--vr-tint-strong); border-radius: 1em; }
`;

export const pikachu: TemplateDefinition = {
  name: "pikachu",
  css,
  options: { levelVariant: "dots" },
  Page: columnsPage((props) => ({
    main: <BasicsHeader {...props} className="pk-card vr-inverse" picture="none" />,
    sidebar: (
      <div className="pk-picture">
        <Picture basics={props.basics} />
      </div>
    ),
  })),
};

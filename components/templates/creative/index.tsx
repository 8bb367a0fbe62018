import type { Basics } from "@/core/resume/schema";
import { ContactAndDetails, hasPicture, Headline, Monogram, Picture } from "../sections/basics";
import { columnsPage } from "../sections/layout";
import { Bidi } from "../sections/text";
import type { TemplateDefinition } from "../types";
import { offsetSidebarLines } from "../styles/offset-sidebar-lines";

// Creative: an accent stripe at the paper's edge, a monogram and a two-weight name, a tinted sidebar.
const css = /* css */ `
.vr-t-creative .vr-columns { grid-template-columns: 34% minmax(0, 1fr); }
.vr-t-creative .vr-sidebar { padding-inline-start: calc(max(1.3em, var(--vr-margin) * 0.65) + 2.2%); }
.vr-t-creative .cr-header { margin-block-end: 1.8em; }
.vr-t-creative .cr-name { font-size: calc(var(--vr-header-size) * 1.45); line-height: 1; letter-spacing: -0.02em; }
.vr-t-creative .cr-first { display: block; font-weight: 300; }
.vr-t-creative .cr-last { display: block; font-weight: 800; color: var(--vr-primary); }
.vr-t-creative .vr-headline { margin-block-start: 0.6em; text-transform: uppercase; letter-spacing: 0.14em; font-kerning: none; font-size: 0.85em; color: var(--vr-text); font-weight: 600; }
.vr-t-creative .cr-monogram {
  width: 4.6em; height: 4.6em; border-radius: 50%; margin-inline: auto; margin-block-end: 1.4em;
  display: flex; align-items: center; justify-content: center;
  background: var(--vr-primary); color: #ffffff; font-size: 1.05em; font-weight: 800; letter-spacing: 0.04em; font-kerning: none;
  box-shadow: 0 0 0 0.35em var(--vr-background), 0 0 0 0.5em var(--vr-primary);
}
.vr-t-creative .cr-picture { display: flex; justify-content: center; margin-block-end: 1.4em; }
.vr-t-creative .cr-side-contact { margin-block-end: var(--vr-section-gap); }
.vr-t-creative .cr-side-contact .vr-contact, .vr-t-creative .cr-side-contact .vr-details { flex-direction: column; gap: 0.45em; }
.vr-t-creative .cr-side-contact .vr-details { margin-block-start: 0.45em; }
.vr-t-creative .vr-heading { font-size: 1.2em; font-weight: 800; color: var(--vr-primary); letter-spacing: -0.01em; }
.vr-t-creative .vr-heading-icon { display: none; }
.vr-t-creative .vr-heading::after { content: ""; flex: 1; height: 0; border-block-end: 0.12em dotted var(--vr-primary); opacity: 0.55; }
.vr-t-creative .vr-item-subtitle { font-weight: 600; }
.vr-t-creative .vr-main .vr-item-date { color: var(--vr-primary); font-weight: 600; }
.vr-t-creative .vr-keyword { background: none; border: 0.08em solid var(--vr-primary); color: var(--vr-primary); border-radius: 1em; }
${offsetSidebarLines("creative")}
`;

/** The name in two weights: the given names light, the last word bold in the accent colour. */
function TwoWeightName({ basics }: { basics: Basics }) {
  if (!basics.name.trim()) return null;
  const words = basics.name.trim().split(/\s+/);
  const first = words.length > 1 ? words.slice(0, -1).join(" ") : "";
  const last = words.at(-1) ?? "";
  return (
    <h1 className="vr-name cr-name">
      {first && (
        <span className="cr-first">
          <Bidi>{first}</Bidi>
        </span>
      )}{" "}
      <span className="cr-last">
        <Bidi>{last}</Bidi>
      </span>
    </h1>
  );
}

export const creative: TemplateDefinition = {
  name: "creative",
  css,
  bands: [
    { edge: "start", width: "2.2%", color: "primary" },
    { edge: "start", width: "34%", color: "tint" },
  ],
  options: { levelVariant: "bar" },
  Page: columnsPage(
    ({ basics, labels }) => ({
      main: (
        <header className="cr-header">
          <TwoWeightName basics={basics} />
          <Headline basics={basics} />
        </header>
      ),
      sidebar: (
        <div className="cr-side-contact">
          {hasPicture(basics) ? (
            <div className="cr-picture">
              <Picture basics={basics} />
            </div>
          ) : (
            <Monogram basics={basics} className="cr-monogram" />
          )}
          <ContactAndDetails basics={basics} labels={labels} />
        </div>
      ),
    }),
    { band: "start" },
  ),
};

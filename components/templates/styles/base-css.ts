/*
 * What every template shares: the reset, rich text, sections, items, levels, keywords, contact
 * lists and the print rules that keep items whole across pages. Templates restyle these classes
 * under .vr-t-<name>; the values here are the quiet defaults they build on.
 *
 * Sizes are in em of the user's font size so that the typography settings scale everything.
 */
export const baseCss = /* css */ `
.vr-root {
  --vr-muted: color-mix(in srgb, var(--vr-text) 66%, var(--vr-background));
  --vr-subtle: color-mix(in srgb, var(--vr-text) 45%, var(--vr-background));
  --vr-rule: color-mix(in srgb, var(--vr-text) 16%, var(--vr-background));
  --vr-tint: color-mix(in srgb, var(--vr-primary) 9%, var(--vr-background));
  --vr-tint-strong: color-mix(in srgb, var(--vr-primary) 18%, var(--vr-background));
  /* A near-black carrying a trace of the accent, for dark bands (computed here, before .vr-inverse). */
  --vr-ink: color-mix(in srgb, var(--vr-text) 88%, var(--vr-primary));
  --vr-section-gap: 1.35em;
  --vr-item-gap: 0.85em;
  --vr-column-gap: 1.6em;
  font-family: var(--vr-font);
  font-size: var(--vr-font-size);
  line-height: var(--vr-line-height);
  color: var(--vr-text);
  font-kerning: normal;
  font-variant-ligatures: common-ligatures;
  text-rendering: optimizeLegibility;
  overflow-wrap: break-word;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.vr-root *, .vr-root *::before, .vr-root *::after { box-sizing: border-box; }
.vr-root :where(h1, h2, h3, h4, p, ul, ol, li, dl, dd, figure, blockquote) { margin: 0; padding: 0; }
.vr-root :where(ul, ol) { list-style: none; }
.vr-root :where(h1, h2, h3) { font-size: inherit; font-weight: inherit; line-height: inherit; }
.vr-root img { display: block; max-width: none; }
.vr-root a { color: inherit; text-decoration: none; }
.vr-root.vr-underline-links a { text-decoration: underline; text-decoration-thickness: from-font; text-underline-offset: 0.16em; text-decoration-color: color-mix(in srgb, currentColor 45%, transparent); }
.vr-root bdi { unicode-bidi: isolate; }

.vr-icon { width: 1em; height: 1em; flex: none; display: inline-block; vertical-align: -0.14em; }
.vr-root.vr-hide-icons .vr-icon { display: none; }

/* Header parts */
.vr-name { font-size: var(--vr-header-size); line-height: 1.15; font-weight: 700; letter-spacing: -0.01em; }
.vr-headline { color: var(--vr-muted); font-size: 1.05em; line-height: 1.4; margin-block-start: 0.25em; }
.vr-picture { object-fit: cover; flex: none; }
.vr-picture--border { border: 0.22em solid var(--vr-primary); }
.vr-picture--grayscale { filter: grayscale(1); }
.vr-contact, .vr-details { display: flex; flex-wrap: wrap; gap: 0.25em 1.1em; font-size: 0.92em; line-height: 1.45; }
.vr-contact-item, .vr-details-item { display: inline-flex; align-items: baseline; gap: 0.4em; min-width: 0; }
.vr-contact-icon { color: var(--vr-primary); align-self: center; }
.vr-contact-label, .vr-details-label { color: var(--vr-muted); white-space: nowrap; flex: none; }
.vr-contact-label::after, .vr-details-label::after { content: ":"; }

/* Sections and headings */
.vr-section + .vr-section { margin-block-start: var(--vr-section-gap); }
.vr-heading {
  display: flex; align-items: center; gap: 0.5em;
  font-size: 1.08em; line-height: 1.3; font-weight: 700;
  margin-block-end: 0.6em;
}
.vr-section-lead { break-inside: avoid; }
.vr-items--rest { padding-block-start: var(--vr-item-gap); }
.vr-heading-icon { color: var(--vr-primary); }
.vr-items { display: grid; grid-template-columns: repeat(var(--vr-columns, 1), minmax(0, 1fr)); gap: var(--vr-item-gap) var(--vr-column-gap); }
.vr-items[data-columns="2"] { --vr-columns: 2; }
.vr-items[data-columns="3"] { --vr-columns: 3; }
.vr-items[data-columns="4"] { --vr-columns: 4; }
.vr-items[data-columns="5"] { --vr-columns: 5; }

/* Items are never cut through; a section's heading travels with its first row (see Section) */
.vr-item { break-inside: avoid; min-width: 0; }
.vr-item-header { display: flex; align-items: baseline; justify-content: space-between; gap: 0.4em 1em; }
.vr-item-heading { min-width: 0; flex: 1 1 auto; }
.vr-item-title { font-weight: 650; line-height: 1.4; }
.vr-item-subtitle { line-height: 1.4; }
.vr-item-detail { color: var(--vr-muted); font-size: 0.92em; line-height: 1.4; }
.vr-item-meta { flex: none; text-align: end; color: var(--vr-muted); font-size: 0.9em; line-height: 1.45; max-width: 45%; }
.vr-item-summary { margin-block-start: 0.3em; }
.vr-item-link { font-size: 0.9em; margin-block-start: 0.2em; color: var(--vr-primary); }
.vr-item-icon { color: var(--vr-primary); align-self: center; }
.vr-item--hobby .vr-item-header { justify-content: flex-start; align-items: flex-start; }
.vr-item--hobby .vr-item-icon { margin-block-start: 0.25em; }
.vr-item--hobby .vr-item-subtitle { color: var(--vr-muted); font-size: 0.92em; }

/* Leveled items (skills, languages) */
.vr-item-level { display: flex; align-items: center; justify-content: space-between; gap: 0.75em; margin-block-start: 0.15em; }
.vr-level-text { color: var(--vr-muted); font-size: 0.9em; line-height: 1.4; }
.vr-level { display: inline-flex; align-items: center; gap: 0.28em; flex: none; margin-inline-start: auto; }
.vr-level-step { display: block; width: 0.62em; height: 0.62em; border-radius: 50%; border: 0.09em solid var(--vr-primary); }
.vr-level-step.is-on { background: var(--vr-primary); }
.vr-level--bar { gap: 0; width: 6.5em; height: 0.4em; border-radius: 1em; overflow: hidden; background: var(--vr-tint-strong); }
.vr-level--bar .vr-level-step { flex: 1; height: 100%; width: auto; border: 0; border-radius: 0; }
.vr-level--segments { gap: 0.2em; }
.vr-level--segments .vr-level-step { width: 1.15em; height: 0.34em; border-radius: 0.2em; border: 0; background: var(--vr-tint-strong); }
.vr-level--segments .vr-level-step.is-on, .vr-level--bar .vr-level-step.is-on { background: var(--vr-primary); }
.vr-level--squares .vr-level-step { border-radius: 0.1em; width: 0.58em; height: 0.58em; }

/*
 * Keywords. Text extraction (pdftotext, ATS parsers) reads a row of tags as one line only while
 * the space between two tags' words stays under about one em of their font; wider, each tag is a
 * separate text block in the middle of its column, which throws the reading order of the page's
 * columns off. So: padding and gap add up to 0.85em between words.
 */
.vr-keywords { display: flex; flex-wrap: wrap; gap: 0.3em 0.25em; margin-block-start: 0.4em; font-size: 0.86em; line-height: 1.35; }
.vr-keyword { padding: 0.12em 0.3em; border-radius: 0.3em; background: var(--vr-tint); }

/* Rich text */
.vr-rich > * + * { margin-block-start: 0.35em; }
.vr-rich ul, .vr-rich ol { padding-inline-start: 1.15em; }
.vr-rich ul { list-style: disc; }
.vr-rich ol { list-style: decimal; }
.vr-rich li { break-inside: avoid; padding-inline-start: 0.15em; }
.vr-rich li + li { margin-block-start: 0.15em; }
.vr-rich li::marker { color: var(--vr-primary); }
.vr-rich p, .vr-rich li { orphans: 2; widows: 2; }
.vr-rich h1, .vr-rich h2, .vr-rich h3 { font-weight: 650; }
.vr-rich :is(h1, h2, h3):not(:last-child) { break-after: avoid; }
.vr-rich h1 { font-size: 1.2em; }
.vr-rich h2 { font-size: 1.1em; }
.vr-rich strong, .vr-rich b { font-weight: 650; }
.vr-rich a { color: var(--vr-primary); }
.vr-rich blockquote { border-inline-start: 0.2em solid var(--vr-rule); padding-inline-start: 0.75em; color: var(--vr-muted); }

/* Profiles */
.vr-item--profile { display: flex; align-items: baseline; gap: 0.45em; flex-wrap: wrap; }
.vr-profile-network { font-weight: 600; }
.vr-profile-network::after { content: ""; }
.vr-profile-username { color: var(--vr-muted); }

/* Signature */
.vr-signature { max-width: 18em; }
.vr-signature-text { font-family: "Dancing Script", "Amiri", var(--vr-font); font-size: 2.1em; line-height: 1.2; color: var(--vr-text); }
.vr-signature-image { max-height: 4.5em; max-width: 100%; object-fit: contain; }
.vr-signature-line { border-block-start: 0.07em solid var(--vr-rule); margin-block: 0.15em 0.25em; }
.vr-signature-date { color: var(--vr-muted); font-size: 0.88em; }

.vr-separator::before { content: "·"; margin-inline: 0.45em; color: var(--vr-subtle); }

/* Columns of a page (templates place them) */
.vr-main, .vr-sidebar { min-width: 0; }
.vr-columns { display: grid; gap: var(--vr-column-gap); align-items: start; }
.vr-stack > * + * { margin-block-start: var(--vr-section-gap); }
`;

/*
 * Shared pieces of several designs.
 * - Narrow places (sidebars, 3+ columns) stack an item's date under its title.
 * - .vr-inverse: light text on a dark or coloured band.
 * - .vr-banded: the columns reach the paper's edges so they line up with full-height bands
 *   (PageBand); each column carries its own inner margin instead.
 */
export const sharedCss = /* css */ `
.vr-sidebar .vr-item:not(.vr-item--hobby) > .vr-item-header,
.vr-items:is([data-columns="3"], [data-columns="4"], [data-columns="5"]) .vr-item:not(.vr-item--hobby) > .vr-item-header { display: block; }
.vr-sidebar .vr-item-meta,
.vr-items:is([data-columns="3"], [data-columns="4"], [data-columns="5"]) .vr-item-meta { text-align: start; max-width: none; }
.vr-columns--single { grid-template-columns: minmax(0, 1fr); }

.vr-inverse {
  --vr-text: #ffffff;
  --vr-muted: rgb(255 255 255 / 0.78);
  --vr-subtle: rgb(255 255 255 / 0.6);
  --vr-rule: rgb(255 255 255 / 0.28);
  --vr-tint: rgb(255 255 255 / 0.14);
  --vr-tint-strong: rgb(255 255 255 / 0.26);
  color: var(--vr-text);
}

/* Arabic joins its letters and Devanagari hangs them from one line: tracking would tear words apart.
   Neither has italics to slant. */
.vr-root:is(:lang(ar), :lang(fa), :lang(ur), :lang(ps), :lang(hi), :lang(mr), :lang(ne), :lang(th)) * { letter-spacing: 0 !important; }
.vr-root:is(:lang(ar), :lang(fa), :lang(ur), :lang(ps), :lang(he)) { font-synthesis-style: none; }

.vr-banded .vr-flow-root { padding-inline: 0; }
.vr-banded .vr-columns { gap: 0; }
.vr-banded .vr-main { padding-inline: var(--vr-margin); }
/* The gutter beside the band stays even when the page margin is 0. */
.vr-banded .vr-columns--sidebar-start > .vr-main { padding-inline-start: max(var(--vr-margin), 1.4em); }
.vr-banded .vr-columns--sidebar-end > .vr-main { padding-inline-end: max(var(--vr-margin), 1.4em); }
.vr-banded .vr-sidebar { padding-inline: max(1.3em, calc(var(--vr-margin) * 0.65)); }
.vr-banded .vr-columns--sidebar-start { grid-template-areas: "side main"; }
.vr-banded .vr-columns--sidebar-end { grid-template-areas: "main side"; }
.vr-banded .vr-columns > .vr-main { grid-area: main; }
.vr-banded .vr-columns > .vr-sidebar { grid-area: side; }
`;

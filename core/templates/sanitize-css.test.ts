import { parse } from "css-tree";
import { describe, expect, it } from "vitest";

import { isAllowedResourceUrl, sanitizeCss, scopeCustomCss } from "./sanitize-css";

// What the sanitiser prints, judged structurally in a real browser by tests/security/custom-css.test.ts.
describe("sanitizeCss", () => {
  it("keeps ordinary rules, nesting, conditions and the app's own images", () => {
    const css = [
      ".vr-heading { color: #0f766e; letter-spacing: 0.08em }",
      "@media print { .vr-item { break-inside: avoid; } }",
      ".section { h3 { font-weight: 700 } & > p { margin: 0 } > ul { padding: 0 } color: red; h4:hover { color: blue } }",
      ".a { background: url(data:image/png;base64,iVBORw0KGgo=) }",
      '.b { background-image: url("/uploads/paper.png") }',
      '.c { content: "\\2022"; font-family: "Inter", sans-serif }',
      "@supports (display: grid) { @container (min-width: 10px) { @layer custom { .d { color: red } } } }",
    ].join("\n");
    const output = sanitizeCss(css);
    for (const kept of [
      "color:#0f766e",
      "@media print{.vr-item{break-inside:avoid}}",
      ".section{& h3{font-weight:700}&>p{margin:0}&>ul{padding:0}color:red;& h4:hover{color:blue}}",
      "url(data:image/png;base64,iVBORw0KGgo=)",
      "url(/uploads/paper.png)",
      'content:"•"',
      "@layer custom{.d{color:red}}",
    ])
      expect(output).toContain(kept);
  });

  it("never lets the text leave the <style> element", () => {
    // The browser reads the markup as the start of one invalid selector, up to the first "{".
    const output = sanitizeCss(
      '</style><script>alert(1)</script>{}\np { color: red } p::after { content: "</style>" }',
    );
    expect(output).not.toContain("<");
    expect(output).not.toContain("script");
    expect(output).toContain("p{color:red}");
    expect(output).toContain('content:"\\3c /style>"');
  });

  it("drops @import, @font-face, @page and other global at-rules, however they are spelled", () => {
    for (const css of [
      "@import url(https://evil.example/x.css);",
      '@import "https://evil.example/x.css";',
      "@IMPORT url(//evil.example/x.css);",
      "@\\69mport url(https://evil.example/x.css);",
      "@import/**/url(https://evil.example/x.css);",
      "@font-face { font-family: X; src: url(https://evil.example/x.woff2) }",
      "@page { margin: 0 }",
      "@p\\61ge { @bottom-left { content: none } }",
      "@namespace svg url(https://evil.example/ns);",
      "@property --x { syntax: '<url>'; inherits: true; initial-value: url(https://evil.example/p) }",
      "@keyframes evil { from { background: url(https://evil.example/k) } }",
      "@scope (html) { body { display: none } }",
      "@charset 'utf-8';",
    ]) {
      const output = sanitizeCss(`${css}\np { color: red }`);
      expect(output, css).not.toMatch(/evil|@(?!media|supports|container|layer)/);
      expect(output, css).toBe("p{color:red}");
    }
  });

  it("drops declarations that load from other origins, compute their URL or run script", () => {
    for (const declaration of [
      "background: url(https://evil.example/pixel.png)",
      "background: url('//evil.example/pixel.png')",
      "background: url(/\\evil.example/pixel.png)",
      "background: url(http://169.254.169.254/latest/meta-data/)",
      "background: url(file:///etc/passwd)",
      "background: url(javascript:alert(1))",
      'background: url("java\\73 cript:alert(1)")',
      "background: u\\72l(https://evil.example/x.png)",
      "background: url(track.png)",
      "background: url(/api/resume/delete)",
      "background: url(/uploads/../api/x)",
      'background-image: image-set("https://evil.example/a.png" 1x)',
      "background-image: -webkit-image-set('https://evil.example/a.png' 1x)",
      "background-image: image-set(var(--u) 1x)",
      "background-image: image(var(--u))",
      "background-image: cross-fade(env(--u) 50%, red)",
      "background-image: image-set(attr(data-u) 1x)",
      "background-image: src(var(--u))",
      "--u: url(https://evil.example/in-a-variable.png)",
      '--u: image-set("https://evil.example/in-a-variable.png" 1x)',
      "width: expression(alert(1))",
      "behavior: url(evil.htc)",
      "-moz-binding: url(x.xml#xss)",
      "b\\65havior: url(evil.htc)",
    ]) {
      const output = sanitizeCss(`.x { ${declaration}; color: blue }`);
      expect(output, declaration).toBe(".x{color:blue}");
    }
  });

  it("drops rules whose selectors reach outside the resume", () => {
    for (const selector of [
      "html",
      "body",
      "b\\6f dy",
      ":root",
      ":host",
      ":scope",
      "html:has(&) body",
      ":not(&)",
      ".x &",
      "& + .x",
      "& ~ .x",
      "+ .x",
      ":is(&) .x",
      ".a:nth-child(2n of &)",
      "svg|a",
      "::backdrop",
    ]) {
      expect(sanitizeCss(`${selector} { color: red } .ok { color: blue }`), selector).toBe(".ok{color:blue}");
    }
    // Below a rule that is not the root itself, siblings are the resume's own elements.
    expect(sanitizeCss(".item { & + & { margin-top: 4px } }")).toBe(".item{&+&{margin-top:4px}}");
  });

  it("prints the tree it checked: escapes, comments and stray braces cannot shift the structure", () => {
    for (const css of [
      ".a { background: url(x\\)) } body { color: red } @page { margin: 0 }",
      ".a { background: url(/uploads/x.png\\29 ; } body { color: red }",
      ".a { content: '\\7d' } } body { color: red }",
      ".a /* } body { */ { color: blue }",
      "} } body { color: red }",
      ".a { color: blue",
    ]) {
      const output = sanitizeCss(css);
      // Printed again from its own parse, the output is the same: css-tree and the printer agree.
      expect(sanitizeCss(output), css).toBe(output);
      const tree = parse(output);
      expect(tree.type === "StyleSheet" && tree.children.toArray().every((node) => node.type === "Rule"), css).toBe(
        true,
      );
      expect(output, css).not.toMatch(/body|@page/);
    }
  });

  it("survives pathological nesting and length", () => {
    expect(sanitizeCss(".a{".repeat(20_000))).not.toContain(".a{".repeat(20));
    expect(sanitizeCss(`.a { color: red }${" ".repeat(200_000)}.b { color: blue }`)).toBe(".a{color:red}");
  });
});

describe("scopeCustomCss", () => {
  it("nests the rules under the resume's root inside @scope", () => {
    expect(scopeCustomCss(".a { color: red }", ".vr-root.vr-t-onyx")).toBe(
      "@scope (.vr-root.vr-t-onyx) {\n:where(:scope).vr-root.vr-t-onyx {\n.a{color:red}\n}\n}",
    );
  });

  it("returns nothing for empty input", () => {
    expect(scopeCustomCss("  ", ".vr-root")).toBe("");
    expect(scopeCustomCss("body { color: red }", ".vr-root")).toBe("");
  });
});

describe("isAllowedResourceUrl", () => {
  it("allows data: images, fragments and the app's own asset paths only", () => {
    for (const url of ["data:image/svg+xml,<svg/>", "/templates/backgrounds/dots.svg", "/uploads/u/a.png", "#clip"])
      expect(isAllowedResourceUrl(url), url).toBe(true);
    for (const url of [
      "images/a.png",
      "/api/user/me",
      "/uploads/../api",
      "/uploads/%2e%2e/api",
      "data:text/html,<script>",
      "https://example.com/a.png",
      "//example.com/a.png",
      "\\\\example.com/a.png",
      " jav\nascript:alert(1)",
      "file:///etc/passwd",
    ])
      expect(isAllowedResourceUrl(url), url).toBe(false);
  });
});

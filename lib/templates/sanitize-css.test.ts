import { describe, expect, it } from "vitest";

import { decodeCssEscapes, isAllowedResourceUrl, sanitizeCss, scopeCustomCss } from "./sanitize-css";

describe("sanitizeCss", () => {
  it("keeps ordinary rules, at-rules and data: or same-origin images", () => {
    const css = [
      ".vr-heading { color: #0f766e; letter-spacing: 0.08em }",
      "@media print { .vr-item { break-inside: avoid; } }",
      ".a { background: url(data:image/png;base64,iVBORw0KGgo=) }",
      '.b { background-image: url("/uploads/paper.png") }',
      ".c { content: \"\\2022\"; }",
    ].join("\n");
    const output = sanitizeCss(css);
    expect(output).toContain("color: #0f766e");
    expect(output).toContain("@media print {");
    expect(output).toContain("break-inside: avoid");
    expect(output).toContain("url(data:image/png;base64,iVBORw0KGgo=)");
    expect(output).toContain('url("/uploads/paper.png")');
    expect(output).toContain('content: "\\2022"');
  });

  it("never lets the text leave the <style> element", () => {
    const output = sanitizeCss("</style><script>alert(1)</script>;\np { color: red }");
    expect(sanitizeCss("</style><script>alert(1)</script>")).toBe("");
    expect(output).not.toMatch(/<\/style/i);
    expect(output).not.toMatch(/<script/i);
    expect(output).not.toContain("alert(1)");
    expect(output).toContain("color: red");
  });

  it("escapes a < hidden in a string", () => {
    const output = sanitizeCss('p::after { content: "</style><script>x()</script>" }');
    expect(output).not.toContain("<");
  });

  it("drops @import, however it is spelled", () => {
    for (const css of [
      "@import url(https://evil.example/x.css);",
      '@import "https://evil.example/x.css";',
      "@IMPORT url(//evil.example/x.css);",
      "@\\69mport url(https://evil.example/x.css);",
      "@import/**/url(https://evil.example/x.css);",
    ]) {
      const output = sanitizeCss(`${css}\np { color: red }`);
      expect(output, css).not.toContain("evil.example");
      expect(output.toLowerCase(), css).not.toContain("import");
      expect(output, css).toContain("color: red");
    }
  });

  it("drops declarations that load from other origins or run script", () => {
    for (const declaration of [
      "background: url(https://evil.example/pixel.png)",
      "background: url('//evil.example/pixel.png')",
      "background: url(http://169.254.169.254/latest/meta-data/)",
      "background: url(file:///etc/passwd)",
      "background: url(javascript:alert(1))",
      "background: url(\"java\\73 cript:alert(1)\")",
      "background: u\\72l(https://evil.example/x.png)",
      "background: url(java\tscript:alert(1))",
      "background-image: image-set(\"https://evil.example/a.png\" 1x)",
      "background-image: -webkit-image-set('https://evil.example/a.png' 1x)",
      "width: expression(alert(1))",
      "behavior: url(evil.htc)",
      "-moz-binding: url(x.xml#xss)",
    ]) {
      const output = sanitizeCss(`.x { ${declaration}; color: blue }`);
      expect(output, declaration).not.toMatch(/evil|javascript|169\.254|file:|expression|binding|behavior/i);
      expect(output, declaration).toContain("color: blue");
    }
  });

  it("drops a whole rule whose selector smuggles markup or script", () => {
    const output = sanitizeCss("a[href^='javascript:'] { color: red } p { color: green }");
    expect(output).not.toContain("javascript");
    expect(output).not.toContain("red");
    expect(output).toContain("color: green");
  });

  it("balances braces so the CSS cannot close the scope it is wrapped in", () => {
    const output = sanitizeCss("} } body { display: none } .x { color: red");
    const opens = output.split("{").length - 1;
    const closes = output.split("}").length - 1;
    expect(opens).toBe(closes);
    const scoped = scopeCustomCss("} body { display: none }", ".vr-root");
    expect(scoped.startsWith(".vr-root {")).toBe(true);
    // body stays nested under the scope, where it matches nothing.
    expect(scoped.indexOf("body")).toBeGreaterThan(scoped.indexOf(".vr-root {"));
    expect(scoped.trim().endsWith("}")).toBe(true);
  });

  it("removes comments, including unterminated ones", () => {
    expect(sanitizeCss("/* url(https://evil.example) */ p { color: red } /* open")).not.toContain("evil");
  });

  it("returns nothing for empty input", () => {
    expect(scopeCustomCss("  ", ".vr-root")).toBe("");
  });
});

describe("isAllowedResourceUrl", () => {
  it("allows data: and same-origin references only", () => {
    expect(isAllowedResourceUrl("data:image/svg+xml,<svg/>")).toBe(true);
    expect(isAllowedResourceUrl("/templates/backgrounds/dots.svg")).toBe(true);
    expect(isAllowedResourceUrl("images/a.png")).toBe(true);
    expect(isAllowedResourceUrl("#frag")).toBe(true);
    expect(isAllowedResourceUrl("https://example.com/a.png")).toBe(false);
    expect(isAllowedResourceUrl("//example.com/a.png")).toBe(false);
    expect(isAllowedResourceUrl("\\\\example.com/a.png")).toBe(false);
    expect(isAllowedResourceUrl(" jav\nascript:alert(1)")).toBe(false);
    expect(isAllowedResourceUrl("file:///etc/passwd")).toBe(false);
  });
});

describe("decodeCssEscapes", () => {
  it("decodes hex and literal escapes", () => {
    expect(decodeCssEscapes("\\75 rl")).toBe("url");
    expect(decodeCssEscapes("\\@import")).toBe("@import");
    expect(decodeCssEscapes("a\\\nb")).toBe("ab");
    expect(decodeCssEscapes("\\0")).toBe("\ufffd");
  });
});

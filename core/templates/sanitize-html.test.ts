import { describe, expect, it } from "vitest";

import { isRichTextEmpty, sanitizeRichText } from "./sanitize-html";

describe("sanitizeRichText", () => {
  it("keeps what the editor makes", () => {
    const html =
      '<h2>Goals</h2><p style="text-align: center">Led <strong>four</strong> <em>teams</em></p><ul><li>One</li></ul><p><a href="https://example.com">site</a></p>';
    const output = sanitizeRichText(html);
    for (const kept of [
      "<h2>Goals</h2>",
      'style="text-align:center"',
      "<strong>four</strong>",
      "<ul><li>One</li></ul>",
      'href="https://example.com"',
      'rel="noopener noreferrer nofollow"',
    ])
      expect(output).toContain(kept);
  });

  it("removes scripts, event handlers and images that try to run code", () => {
    const output = sanitizeRichText(
      '<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><p onclick="alert(2)">x</p><svg onload=alert(3)></svg>',
    );
    expect(output).not.toMatch(/script|onerror|onclick|onload|alert|<img|<svg/i);
    expect(output).toContain("<p>Hi</p>");
  });

  it("drops javascript:, data: and protocol-relative links but keeps their text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
    ]) {
      const output = sanitizeRichText(`<a href="${href}">click</a>`);
      expect(output, href).not.toMatch(/javascript|data:|evil/i);
      expect(output, href).toContain("click");
    }
  });

  it("removes styles other than alignment", () => {
    const output = sanitizeRichText('<p style="position:fixed;top:0;background:url(https://evil.example/x.png)">x</p>');
    expect(output).toBe("<p>x</p>");
  });

  it("keeps mailto and tel links", () => {
    expect(sanitizeRichText('<a href="mailto:a@example.com">m</a>')).toContain("mailto:a@example.com");
    expect(sanitizeRichText('<a href="tel:+15125550147">t</a>')).toContain("tel:+15125550147");
  });
});

describe("isRichTextEmpty", () => {
  it("treats blank text and empty paragraphs as empty", () => {
    expect(isRichTextEmpty("")).toBe(true);
    expect(isRichTextEmpty("<p></p>")).toBe(true);
    expect(isRichTextEmpty("<p> &nbsp; </p>")).toBe(true);
    expect(isRichTextEmpty("<p>x</p>")).toBe(false);
  });
});

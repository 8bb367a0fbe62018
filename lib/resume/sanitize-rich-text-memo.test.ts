import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "@/core/templates/sanitize-html";
import { sanitizeMemoMaxSize, sanitizeMemoStats, sanitizeRichTextMemo } from "./sanitize-rich-text-memo";

const hostile = [
  '<p onclick="steal()">Hi<script>alert(1)</script></p>',
  '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
  '<p style="position:fixed;text-align:center">x</p><svg onload=alert(3)></svg>',
  '<a href="//evil.example">x</a><a href="https://example.com" target="_self">y</a>',
  "<<script>script>alert(1)<</script>/script>",
  "<p>plain</p>",
  "",
];

describe("sanitizeRichTextMemo", () => {
  it("answers what the sanitiser answers, the first time and from memory", () => {
    for (const html of hostile) {
      const expected = sanitizeRichText(html);
      expect(sanitizeRichTextMemo(html)).toBe(expected);
      expect(sanitizeRichTextMemo(html)).toBe(expected);
      expect(sanitizeRichTextMemo(html)).not.toMatch(/<script|onclick|onerror|onload|javascript:|<img|<svg/i);
    }
  });

  it("does not grow past its cap", () => {
    const field = "<p>" + "x".repeat(10_000) + "</p>";
    for (let index = 0; index < 1_000; index++) sanitizeRichTextMemo(`${field}${index}`);
    const { entries, size } = sanitizeMemoStats();
    expect(size).toBeLessThanOrEqual(sanitizeMemoMaxSize);
    expect(entries).toBeLessThan(1_000);
    // The newest input is remembered and still answered right.
    expect(sanitizeRichTextMemo(`${field}999`)).toBe(sanitizeRichText(`${field}999`));
  });

  it("does not keep a field too large to be worth it", () => {
    const before = sanitizeMemoStats().entries;
    const huge = "<p>" + "y".repeat(300_000) + "</p><script>x</script>";
    expect(sanitizeRichTextMemo(huge)).toBe(sanitizeRichText(huge));
    expect(sanitizeMemoStats().entries).toBeLessThanOrEqual(before);
  });
});

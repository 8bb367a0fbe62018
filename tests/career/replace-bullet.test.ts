import { DOMParser as LinkedomParser } from "linkedom";
import { describe, expect, it } from "vitest";
import { replaceBulletText } from "@/client/builder/replace-bullet";

// The booster's edit of one bullet in an item's description, with linkedom's parser in place of the
// browser's: only the bullet that reads `before` changes, markup and the other bullets stay.

const parse = (html: string) => new LinkedomParser().parseFromString(html, "text/html") as unknown as Document;

describe("replaceBulletText", () => {
  it("rewrites the paragraph of the list item that reads `before`, and nothing else", () => {
    const html =
      "<ul><li><p>Built a <strong>design</strong> system</p></li><li><p>Responsible for  managing the team</p></li></ul>";
    expect(replaceBulletText(html, "Responsible for managing the team", "Managed the team", parse)).toBe(
      "<ul><li><p>Built a <strong>design</strong> system</p></li><li><p>Managed the team</p></li></ul>",
    );
    // Formatting inside the bullet gives way to the new text; the match is on the visible text.
    expect(replaceBulletText(html, "Built a design system", "Built a design system for 40 teams", parse)).toBe(
      "<ul><li><p>Built a design system for 40 teams</p></li><li><p>Responsible for  managing the team</p></li></ul>",
    );
  });

  it("keeps a nested list, escapes the text, and answers null when no bullet reads `before`", () => {
    const html = "<ul><li>Led the team<ul><li>Hired two</li></ul></li></ul><p>Worked on tickets</p>";
    expect(replaceBulletText(html, "Led the team", "Led the <b>team</b> & more", parse)).toBe(
      "<ul><li>Led the &lt;b&gt;team&lt;/b&gt; &amp; more<ul><li>Hired two</li></ul></li></ul><p>Worked on tickets</p>",
    );
    expect(replaceBulletText(html, "Worked on tickets", "Resolved tickets", parse)).toBe(
      "<ul><li>Led the team<ul><li>Hired two</li></ul></li></ul><p>Resolved tickets</p>",
    );
    expect(replaceBulletText(html, "Something else", "Anything", parse)).toBeNull();
  });
});

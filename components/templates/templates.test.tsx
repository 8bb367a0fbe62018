import { describe, expect, it } from "vitest";

import { customSectionLayoutPrefix, resumeTemplateNames, type ResumeData } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { renderResumeDocument } from "@/components/templates/render-resume-html";

/** The text a reader sees: no CSS, no tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** The field that titles each section's items, as the templates print them. */
const titleFields = {
  experience: "company",
  volunteer: "organization",
  education: "institution",
  awards: "title",
  certifications: "name",
  publications: "name",
  projects: "name",
  references: "name",
  skills: "name",
  languages: "name",
  interests: "name",
  hobbies: "name",
  profiles: "network",
} as const;

type TitledSection = { visible: boolean; items: ({ visible: boolean } & Record<string, unknown>)[] };

/** Title of every visible item of a visible section, as the templates print it. */
function visibleTitles(data: ResumeData): string[] {
  const titled: [TitledSection, string][] = [
    ...Object.entries(titleFields).map(([id, field]): [TitledSection, string] => [
      data.sections[id as keyof typeof titleFields],
      field,
    ]),
    ...Object.values(data.sections.custom).map((custom): [TitledSection, string] => [custom, "name"]),
  ];
  return titled
    .flatMap(([section, field]) =>
      (section.visible ? section.items.filter((item) => item.visible) : []).map((item) => String(item[field])),
    )
    .filter((title) => title.trim());
}

function visibleHeadings(data: ResumeData): string[] {
  return data.metadata.layout
    .flat(2)
    .map((id) =>
      id.startsWith(customSectionLayoutPrefix)
        ? data.sections.custom[id.slice(customSectionLayoutPrefix.length)]
        : data.sections[id as Exclude<keyof ResumeData["sections"], "custom">],
    )
    .filter(
      (section) =>
        section &&
        section.visible &&
        ("items" in section ? section.items.some((item) => item.visible) : section.content.trim() !== ""),
    )
    .map((section) => section!.name);
}

/** The sample with a hidden section, a hidden item, hostile custom CSS and hostile rich text. */
function hostileSample(locale: string, template: ResumeData["metadata"]["template"]): ResumeData {
  const data = getSampleResume(locale, { metadata: { template } });
  data.sections.awards.visible = false;
  data.sections.awards.name = "Hidden Section Marker";
  data.sections.experience.items[1]!.company = "Hidden Item Marker";
  data.sections.experience.items[1]!.visible = false;
  data.sections.summary.content +=
    '<p>Trap <img src=x onerror=alert(1)><a href="javascript:alert(2)">link</a><script>alert(3)</script></p>';
  data.metadata.css = {
    visible: true,
    value:
      "</style><script>alert(4)</script>{}\n@import url(https://evil.example/x.css);\n.vr-name { background: url(javascript:alert(5)); color: #123456; }\n.vr-headline { background-image: url(https://evil.example/pixel.png); }",
  };
  return data;
}

describe.each(resumeTemplateNames)("template %s", (template) => {
  it.each(["en-US", "ar-SA"])("renders the %s sample completely and safely", async (locale) => {
    const data = hostileSample(locale, template);
    const html = await renderResumeDocument(data, { mode: "print", assetBaseUrl: "" });
    const text = visibleText(html);

    expect(text).toContain(data.basics.name);
    for (const heading of visibleHeadings(data)) expect(text, heading).toContain(heading);
    for (const title of visibleTitles(data)) expect(text, title).toContain(title);
    expect(text).not.toContain("Hidden Section Marker");
    expect(text).not.toContain("Hidden Item Marker");

    const direction = locale === "ar-SA" ? "rtl" : "ltr";
    expect(html).toContain(`<html lang="${locale}" dir="${direction}">`);
    expect(html).toMatch(new RegExp(`class="vr-root vr-t-${template}[^"]*" dir="${direction}"`));

    // Custom CSS: applied, but never able to leave the style element, load from elsewhere or run script.
    // (The markup is an invalid selector up to its "{}", as the browser reads it; the rules after it apply.)
    expect(html).toContain("color:#123456");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/alert\(\d\)/);
    expect(html).not.toContain("evil.example");
    expect(html).not.toMatch(/javascript:/i);
    expect(html.match(/<\/style>/g)).toHaveLength(html.match(/<style/g)!.length);
    // Rich text: the event handler and the script link are gone, the text stays.
    expect(html).not.toMatch(/onerror|<img src="x"/i);
    expect(text).toContain("Trap");
  });
});

describe("preview mode", () => {
  it("draws page-sized sheets and flows the content through page-high columns", async () => {
    const html = await renderResumeDocument(getSampleResume("en-US"), { mode: "preview", assetBaseUrl: "" });
    expect(html).toContain('class="vr-sheets"');
    expect(html).toContain("column-wrap: wrap");
    expect(html).toContain("--vr-page-height: 297mm");
    expect(html).not.toContain("@page");
  });
});

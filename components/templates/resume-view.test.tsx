import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { ResumeData } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { ResumeView } from "./resume-view";

function render(data: ResumeData, mode: "print" | "preview" = "print", assetBaseUrl = ""): string {
  return renderToStaticMarkup(<ResumeView data={data} mode={mode} assetBaseUrl={assetBaseUrl} />);
}

function sample(edit: (data: ResumeData) => void = () => undefined): ResumeData {
  const data = getSampleResume("en-US");
  edit(data);
  return data;
}

describe("ResumeView settings", () => {
  it("prints on the chosen paper with the footer for page numbers", () => {
    const a4 = render(sample());
    expect(a4).toContain("@page { size: 210mm 297mm; margin: 0 0 40px 0;");
    expect(a4).toContain('content: counter(page) " / " counter(pages)');
    const letter = render(
      sample((data) => {
        data.metadata.page.format = "letter";
        data.metadata.page.margin = 24;
        data.metadata.page.options.pageNumbers = false;
      }),
    );
    expect(letter).toContain("@page { size: 215.9mm 279.4mm; margin: 0 0 0px 0;");
    expect(letter).toContain("--vr-margin: 24px");
    expect(letter).not.toContain("counter(page)");
  });

  it("applies the theme and typography", () => {
    const html = render(
      sample((data) => {
        data.metadata.theme = { ...data.metadata.theme, primary: "#aa0011", background: "#fffdf5", text: "#222222" };
        data.metadata.typography = {
          ...data.metadata.typography,
          font: { ...data.metadata.typography.font, family: "Merriweather", size: 11 },
          lineHeight: 1.4,
          headerFontSize: 30,
          hideIcons: true,
          underlineLinks: false,
        };
      }),
    );
    for (const setting of [
      "--vr-primary: #aa0011",
      "--vr-background: #fffdf5",
      "--vr-text: #222222",
      '--vr-font: "Merriweather"',
      "--vr-font-size: 11px",
      "--vr-line-height: 1.4",
      "--vr-header-size: 30px",
      "/fonts/@fontsource/merriweather/files/merriweather-latin-400-normal.woff2",
    ])
      expect(html).toContain(setting);
    expect(html).toMatch(/class="vr-root [^"]*vr-hide-icons/);
    expect(html).not.toMatch(/class="vr-root [^"]*vr-underline-links/);
  });

  it("lays out section items in the chosen number of columns", () => {
    const html = render(
      sample((data) => {
        data.sections.skills.columns = 3;
      }),
    );
    expect(html).toMatch(/data-section="skills"[\s\S]*?data-columns="3"/);
  });

  it("shows item links on their own line or on the title", () => {
    const separate = render(sample());
    expect(separate).toMatch(/class="vr-item-link"><a class="vr-link" href="https:\/\/github.com\/ecarter\/pg-shadow"/);
    const onTitle = render(
      sample((data) => {
        data.sections.projects.separateLinks = false;
      }),
    );
    expect(onTitle).toMatch(
      /<h3 class="vr-item-title"><a class="vr-link" href="https:\/\/github.com\/ecarter\/pg-shadow"/,
    );
  });

  it("draws the picture with its size, aspect ratio, radius, border and greyscale, or not at all", () => {
    const withPicture = (effects: Partial<ResumeData["basics"]["picture"]["effects"]>) =>
      render(
        sample((data) => {
          data.metadata.template = "azurill";
          data.basics.picture = {
            url: "/uploads/emily.jpg",
            size: 120,
            aspectRatio: 0.75,
            borderRadius: 9999,
            effects: { hidden: false, border: false, grayscale: false, ...effects },
          };
        }),
      );
    const shown = withPicture({ border: true, grayscale: true });
    expect(shown).toMatch(
      /<img class="vr-picture vr-picture--border vr-picture--grayscale" src="\/uploads\/emily.jpg" alt="" style="width:120px;height:160px;border-radius:9999px"/,
    );
    expect(withPicture({ hidden: true })).not.toContain('<img class="vr-picture');
    const remoteScript = render(
      sample((data) => {
        data.basics.picture.url = "javascript:alert(1)";
      }),
    );
    expect(remoteScript).not.toContain("javascript:");
  });

  it("paints an offered background image from this site, and nothing from elsewhere", () => {
    const named = render(
      sample((data) => {
        data.metadata.backgroundImage = "dots";
      }),
      "print",
      "http://localhost:3000",
    );
    expect(named).toContain('url("http://localhost:3000/templates/backgrounds/dots.svg")');
    const remote = render(
      sample((data) => {
        data.metadata.backgroundImage = "https://evil.example/bg.png";
      }),
    );
    expect(remote).not.toContain("evil.example");
  });

  it("starts each page of the layout on a new page", () => {
    const html = render(
      sample((data) => {
        data.metadata.layout = [
          [["summary", "experience"], ["skills"]],
          [["education", "projects"], ["languages"]],
        ];
      }),
    );
    expect(html).toContain(".vr-page + .vr-page { break-before: page; }");
    expect(html.match(/class="vr-page[ "]/g)).toHaveLength(2);
    const preview = render(sample(), "preview");
    expect(preview).toContain(".vr-page + .vr-page { break-before: column; }");
  });

  it("shows page break lines in the preview when asked", () => {
    expect(render(sample(), "preview")).toMatch(/class="vr-root [^"]*vr-break-lines/);
    expect(
      render(
        sample((data) => (data.metadata.page.options.breakLine = false)),
        "preview",
      ),
    ).not.toMatch(/class="vr-root [^"]*vr-break-lines/);
  });

  it("renders right to left with an Arabic-capable font for Arabic resumes", () => {
    const html = render(
      sample((data) => {
        data.metadata.locale = "ar-SA";
        data.metadata.typography.font.family = "Inter";
      }),
    );
    expect(html).toContain('dir="rtl" lang="ar-SA"');
    expect(html).toContain('--vr-font: "El Messiri"');
    // The page number sits at the end of the line, which is the left in right-to-left.
    expect(html).toContain("@bottom-right {");
    expect(html).toContain("text-align: left;");
  });

  it("isolates user text so mixed directions read correctly", () => {
    const html = render(getSampleResume("ar-SA"));
    expect(html).toContain("<bdi>+966 55 123 4567</bdi>");
    expect(html).toMatch(/<bdi>LinkedIn<\/bdi>/);
  });

  it("keeps a section's heading with its first row so it never ends a page alone", () => {
    const html = render(sample());
    expect(html).toMatch(/<div class="vr-section-lead"><h2 class="vr-heading">/);
    expect(html).toContain(".vr-section-lead { break-inside: avoid; }");
    expect(html).toContain(".vr-item { break-inside: avoid;");
  });
});

import { describe, expect, it } from "vitest";
import type { ResumeData } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { safeImageSource } from "@/core/uploads/image-source";

// Defence in depth for issue 21 item 6: whatever address resume data holds (old data saved before
// pictures were copied, an import, a bug), the rendered resume never makes its reader's browser
// load an image from another origin: only paths on this site, data: and blob: images.

const hostile = [
  "https://tracker.example/pixel.png",
  "HTTP://tracker.example/pixel.png",
  "  https://tracker.example/pixel.png",
  "http://127.0.0.1:9/pixel.png",
  "//tracker.example/pixel.png",
  "/\\tracker.example/pixel.png",
  "\\\\tracker.example/pixel.png",
  "/\t/tracker.example/pixel.png",
  "/\n/tracker.example/pixel.png",
  "blob:https://tracker.example/0b6c5e1a",
  "javascript:alert(1)",
  "data:text/html,<img src=https://tracker.example/x>",
];

function withImages(address: string): ResumeData {
  const data = getSampleResume("en-US");
  data.metadata.template = "azurill";
  data.basics.picture.url = address;
  data.basics.picture.effects.hidden = false;
  data.basics.picture.size = 96;
  data.sections.signature.visible = true;
  data.sections.signature.items = [{ id: "sig1", visible: true, content: "Layla Haddad", image: address, date: "" }];
  return data;
}

/** Every address the document asks a browser to load: src, srcset, poster, object data, CSS url() (links are not loads). */
function loadedAddresses(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:src|srcset|poster|data)="([^"]*)"/gi)].map((match) => match[1]!);
  const cssUrls = [...html.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi)].map((match) => match[2]!);
  return [...attributes, ...cssUrls];
}

describe("rendered resumes load images from this site only", () => {
  it.each(hostile)("no request to another origin for a picture and signature at %j", async (address) => {
    for (const mode of ["preview", "print"] as const) {
      const html = await renderResumeDocument(withImages(address), { mode, assetBaseUrl: "" });
      expect(html).not.toMatch(/tracker\.example|127\.0\.0\.1:9/);
      for (const loaded of loadedAddresses(html)) expect(loaded, loaded).toMatch(/^(?:\/(?![/\\])|data:|#)/);
    }
  });

  it("shows a stored copy and a data: image", async () => {
    const stored = await renderResumeDocument(withImages("/uploads/pictures/u1/abc.webp"), {
      mode: "preview",
      assetBaseUrl: "",
    });
    expect(stored.match(/src="\/uploads\/pictures\/u1\/abc\.webp"/g)).toHaveLength(2);
    const inline = "data:image/png;base64,iVBORw0KGgo=";
    expect(await renderResumeDocument(withImages(inline), { mode: "print", assetBaseUrl: "" })).toContain(
      `src="${inline}"`,
    );
  });

  it("safeImageSource keeps the path it accepts on this origin", () => {
    expect(safeImageSource("/uploads/pictures/u1/a b.webp?v=2")).toBe("/uploads/pictures/u1/a%20b.webp?v=2");
    for (const address of hostile) expect(safeImageSource(address), JSON.stringify(address)).toBeUndefined();
  });
});

// GET /artboard/sample/{template}?locale=en-US&mode=preview|print - a template with sample data, as static HTML
import { z } from "zod";

import { resumeTemplateNames } from "@/core/resume/schema";
import { getSampleResume, sampleLocales } from "@/core/resume/samples";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { renderResumeDocument } from "@/components/templates/render-resume-html";

const querySchema = z.object({
  locale: z.enum(sampleLocales).default("en-US"),
  mode: z.enum(["preview", "print"]).default("preview"),
});

export async function GET(request: Request, { params }: { params: Promise<{ template: string }> }) {
  const { template } = await params;
  const name = z.enum(resumeTemplateNames).safeParse(template);
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!name.success || !query.success)
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

  const { theme } = getTemplateCatalogEntry(name.data);
  const data = getSampleResume(query.data.locale, { metadata: { template: name.data, theme } });
  const html = await renderResumeDocument(data, { mode: query.data.mode, assetBaseUrl: "" });
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      // The page is the app's own markup and CSS: no script may run in it.
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      "cache-control": "no-store",
    },
  });
}

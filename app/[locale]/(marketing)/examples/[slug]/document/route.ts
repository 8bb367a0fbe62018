import { NextResponse } from "next/server";
import { z } from "zod";
import { exampleResumeData, findExampleResume } from "@/components/examples/example-resumes";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { AppError } from "@/core/errors";
import { route } from "@/lib/http/route";

export const runtime = "nodejs";

const paramsSchema = z.object({ slug: z.string().min(1).max(100) });
const frameDocumentCss = "<style>html { background: transparent; } body { padding: 0 0 8px; }</style>";

// GET /examples/{slug}/document - the printed page an example's preview shows in its frame: static HTML
// without script, the same for everyone. Not for search engines: the preview page is its address.
export const GET = route({ auth: "none", params: paramsSchema }, async ({ params }) => {
  const example = findExampleResume(params.slug);
  if (!example) throw new AppError("ResumeNotFound");
  const document = await renderResumeDocument(exampleResumeData(example), { mode: "preview", assetBaseUrl: "" });
  return new NextResponse(document.replace("</head>", `${frameDocumentCss}</head>`), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "X-Robots-Tag": "noindex",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    },
  });
});

import { NextResponse } from "next/server";
import { z } from "zod";
import { publicResumeContent } from "@/components/public-resume/load-public-resume";
import { AppError } from "@/core/errors";
import { route } from "@/lib/http/route";
import { findPublicResume } from "@/lib/resume/get-public-resume";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

// GET /resume/{id}/document - the printed page a public resume page shows in its frame (resume-frame.tsx):
// static HTML without script, for anyone who may see the page; 404 once it is private, deleted or its
// owner's plan has lapsed. Asked again on every visit (no-cache), answered 304 while the resume is unchanged.
// Not for search engines: the page is the resume's address (its canonical), the document only its frame.
export const GET = route({ auth: "none", params: paramsSchema }, async ({ request, params }) => {
  const entry = await findPublicResume({ id: params.id });
  if (entry.status !== "available") throw new AppError("ResumeNotFound");
  const etag = `"${entry.stamp}"`;
  const headers = { ETag: etag, "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" };
  if (request.headers.get("if-none-match") === etag) return new NextResponse(null, { status: 304, headers });
  const { document } = await publicResumeContent(entry);
  return new NextResponse(document, { headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
});

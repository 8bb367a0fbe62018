import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { importResume } from "@/lib/formats/import-resume";
import { readImportRequest } from "@/lib/formats/read-import-request";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/resume/import - read a resume file (own JSON, Reactive Resume v3, JSON Resume, LinkedIn zip); ?dryRun=1 only validates
export const POST = route(async (request) => {
  const user = await requireUser();
  const { type, title, source } = await readImportRequest(request);
  const dryRun = request.nextUrl.searchParams.get("dryRun") === "1";
  const result = await importResume(user, { type, title, source, dryRun });
  return NextResponse.json(result, { status: dryRun ? 200 : 201 });
});

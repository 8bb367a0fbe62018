import { NextResponse } from "next/server";
import { pageLocaleHeader } from "@/lib/auth/api-message";
import { readImportRequest } from "@/lib/formats/read-import-request";
import { importGuestResume } from "@/lib/guest/import-guest-resume";
import { requireGuest } from "@/lib/guest/require-guest";
import { route } from "@/lib/http/route";
import { isLocale } from "@/core/i18n/locales";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/guest/resume/import - the guest's file (same bodies as /api/resume/import) as the guest's one
// resume (guest_limit when it has one); ?dryRun=1 only validates and answers the data for the open builder
export const POST = route(async (request) => {
  const session = await requireGuest(request.cookies);
  const { type, title, source } = await readImportRequest(request);
  const dryRun = request.nextUrl.searchParams.get("dryRun") === "1";
  const locale = [request.headers.get(pageLocaleHeader), request.cookies.get("NEXT_LOCALE")?.value].find(isLocale);
  const result = await importGuestResume(session, { type, title, source, dryRun, locale });
  return NextResponse.json(result, { status: dryRun ? 200 : 201 });
});

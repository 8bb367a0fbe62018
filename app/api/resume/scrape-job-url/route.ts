import { NextResponse } from "next/server";
import { scrapeJobUrl, scrapeJobUrlSchema } from "@/lib/ai/job-details";
import { requireGuest } from "@/lib/guest/require-guest";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// POST /api/resume/scrape-job-url { url } - a job posting's details for 30 tokens (AI_URL_JOB_DETAILS):
// a signed-in user's balance, otherwise the guest session's (no session: 401). Refunded on any failure.
export const POST = route(
  { auth: "optional", body: scrapeJobUrlSchema, maxBytes: 4096 },
  async ({ request, user, body }) => {
    const caller = user ? { user } : { user: null, guestSessionId: (await requireGuest(request.cookies)).id };
    return NextResponse.json(await scrapeJobUrl(caller, body));
  },
);

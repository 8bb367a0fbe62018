import { NextResponse } from "next/server";
import { z } from "zod";
import { isAppError } from "@/core/errors";
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { findPublicResume } from "@/lib/resume/get-public-resume";
import { recordResumeView } from "@/lib/resume/record-resume-view";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const paramsSchema = z.object({ id: z.string().min(1).max(100) });

// POST /resume/{id}/view - the public page's visit, sent by the page once it is on screen (count-view.tsx):
// once per visitor per hour, never the owner's own. Same-origin only (route()). Nobody waits for the
// answer (the page does not read it), so the count is written before it: when it arrives, the view is stored.
export const POST = route({ auth: "optional", params: paramsSchema }, async ({ request, user, params }) => {
  const resume = await findPublicResume({ id: params.id }).catch((error: unknown) => {
    if (isAppError(error) && error.code === "ResumeNotFound") return null;
    throw error;
  });
  if (resume?.status === "available") {
    const visitor = {
      userId: user?.id,
      address: clientAddress(request.headers),
      userAgent: request.headers.get("user-agent") ?? "",
    };
    await recordResumeView({ id: resume.id, userId: resume.owner.userId }, visitor);
  }
  return new NextResponse(null, { status: 204 });
});

import { NextResponse } from "next/server";
import { z } from "zod";
import { clientAddress } from "@/lib/auth/client-address";
import { route } from "@/lib/http/route";
import { getPublicResume } from "@/lib/resume/get-public-resume";
import { recordResumeView } from "@/lib/resume/record-resume-view";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ username: z.string(), slug: z.string() });

// GET /api/resume/public/{username}/{slug} - a public resume (no private notes); counts the view
export const GET = route({ auth: "optional", params: paramsSchema }, async ({ request, user, params }) => {
  const resume = await getPublicResume(params);
  if (resume.status === "available") {
    await recordResumeView(
      { id: resume.id, userId: resume.owner.userId },
      { userId: user?.id, address: clientAddress(request.headers), userAgent: request.headers.get("user-agent") ?? "" },
    );
  }
  const { userId: _ownerId, ...owner } = resume.owner;
  if (resume.status !== "available") return NextResponse.json({ ...resume, owner });
  const { stamp: _stamp, ...shown } = resume;
  return NextResponse.json({ ...shown, owner });
});

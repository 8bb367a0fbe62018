import { NextResponse } from "next/server";
import { clientAddress } from "@/lib/auth/client-address";
import { getCurrentUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { getPublicResume } from "@/lib/resume/get-public-resume";
import { recordResumeView } from "@/lib/resume/record-resume-view";

export const dynamic = "force-dynamic";

// GET /api/resume/public/{username}/{slug} - a public resume (no private notes); counts the view
export const GET = route<{ username: string; slug: string }>(async (request, { params }) => {
  const { username, slug } = await params;
  const resume = await getPublicResume({ username, slug });
  if (resume.status === "available") {
    const viewer = await getCurrentUser();
    await recordResumeView(
      { id: resume.id, userId: resume.owner.userId },
      { userId: viewer?.id, address: clientAddress(request.headers), userAgent: request.headers.get("user-agent") ?? "" },
    );
  }
  const { userId: _ownerId, ...owner } = resume.owner;
  return NextResponse.json({ ...resume, owner });
});

import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { renderPrintDocument } from "@/components/templates/render-resume-html";
import { route } from "@/lib/http/route";
import { getResumeThumbnail } from "@/lib/thumbnails/get-resume-thumbnail";

export const dynamic = "force-dynamic";
type Params = { id: string };

// GET /api/resume/{id}/thumbnail?v={version} - the picture of the resume's first page (owner, or anyone when
// public). The address names the version the card shows: when the picture is of that version it is cached
// for good; an older picture (the new one is still being drawn) is revalidated on every use.
export const GET = route<Params>(async (request: NextRequest, { params }) => {
  const viewer = await getCurrentUser();
  const thumbnail = await getResumeThumbnail({
    viewerId: viewer?.id ?? null,
    resumeId: (await params).id,
    renderDocument: renderPrintDocument,
  });
  const isRequestedVersion = request.nextUrl.searchParams.get("v") === String(thumbnail.version);
  const cacheControl = !isRequestedVersion
    ? "private, no-cache"
    : thumbnail.isPublic
      ? "public, max-age=300"
      : "private, max-age=31536000, immutable";
  return new Response(new Uint8Array(thumbnail.body), {
    headers: {
      "content-type": "image/webp",
      "content-length": String(thumbnail.body.length),
      "cache-control": cacheControl,
      "last-modified": thumbnail.lastModified.toUTCString(),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});

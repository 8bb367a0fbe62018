import { ogSize } from "@/components/og/og-card";
import { publicResumeCard, publicResumeCardContent } from "@/components/og/public-resume-card";
import { isReservedSegment } from "@/components/public-resume/reserved-segments";

export const dynamic = "force-dynamic";

type Params = { username: string; slug: string };

function whereOf({ username, slug }: Params) {
  const where = { username: decodeURIComponent(username), slug: decodeURIComponent(slug) };
  return isReservedSegment(where.username) ? null : where;
}

// None for a free owner's page or a private resume: their pages carry no og:image.
export async function generateImageMetadata({ params }: { params: Params }) {
  const where = whereOf(params);
  const content = where ? await publicResumeCardContent(where) : null;
  return content ? [{ id: "card", alt: content.name, size: ogSize, contentType: "image/png" }] : [];
}

// GET /{username}/{slug}/opengraph-image/card - a public resume's share card (404 unless a paying owner's public resume)
export default async function Image({ params }: { params: Promise<Params> }) {
  const where = whereOf(await params);
  return where ? publicResumeCard(where) : new Response(null, { status: 404 });
}

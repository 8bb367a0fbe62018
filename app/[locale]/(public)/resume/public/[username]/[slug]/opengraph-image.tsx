import { ogSize } from "@/components/og/og-card";
import { publicResumeCard, publicResumeCardContent } from "@/components/og/public-resume-card";

export const dynamic = "force-dynamic";

type Params = { username: string; slug: string };

const whereOf = ({ username, slug }: Params) => ({ username: decodeURIComponent(username), slug: decodeURIComponent(slug) });

// None for a free owner's page or a private resume: their pages carry no og:image.
export async function generateImageMetadata({ params }: { params: Params }) {
  const content = await publicResumeCardContent(whereOf(params));
  return content ? [{ id: "card", alt: content.name, size: ogSize, contentType: "image/png" }] : [];
}

// GET /resume/public/{username}/{slug}/opengraph-image/card - the same card as /{username}/{slug}'s
export default async function Image({ params }: { params: Promise<Params> }) {
  return publicResumeCard(whereOf(await params));
}

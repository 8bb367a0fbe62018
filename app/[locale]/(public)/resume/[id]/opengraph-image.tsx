import { ogSize } from "@/components/og/og-card";
import { publicResumeCard, publicResumeCardContent } from "@/components/og/public-resume-card";

export const dynamic = "force-dynamic";

type Params = { id: string };

// None for a free owner's page or a private resume: their pages carry no og:image.
export async function generateImageMetadata({ params }: { params: Params }) {
  const content = await publicResumeCardContent({ id: params.id });
  return content ? [{ id: "card", alt: content.name, size: ogSize, contentType: "image/png" }] : [];
}

// GET /resume/{id}/opengraph-image/card - the same card as the resume's /{username}/{slug} page
export default async function Image({ params }: { params: Promise<Params> }) {
  return publicResumeCard({ id: (await params).id });
}

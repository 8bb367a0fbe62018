import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPublicResume, publicResumeKey } from "@/components/public-resume/load-public-resume";
import { publicResumeMetadata } from "@/components/public-resume/public-resume-metadata";
import { PublicResumePage } from "@/components/public-resume/public-resume-page";
import { isReservedSegment } from "@/components/public-resume/reserved-segments";

// Rendered per request: every page carries its own response's script nonce (app/[locale]/layout.tsx).
// What costs is kept per version of the resume instead (components/public-resume/load-public-resume.ts).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ username: string; slug: string }> };

async function whereOf(params: Props["params"]) {
  const { username, slug } = await params;
  // /dashboard/typo and friends are the app's own paths: they stay not found, never a lookup.
  if (isReservedSegment(decodeURIComponent(username))) notFound();
  return { username: decodeURIComponent(username), slug: decodeURIComponent(slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicResumeMetadata(await loadPublicResume(publicResumeKey(await whereOf(params))));
}

// GET /{username}/{slug} - a public resume
export default async function UsernameSlugPage({ params }: Props) {
  return <PublicResumePage where={await whereOf(params)} />;
}

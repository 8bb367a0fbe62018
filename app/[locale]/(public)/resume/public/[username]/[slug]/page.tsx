import type { Metadata } from "next";
import { loadPublicResume, publicResumeKey } from "@/components/public-resume/load-public-resume";
import { publicResumeMetadata } from "@/components/public-resume/public-resume-metadata";
import { PublicResumePage } from "@/components/public-resume/public-resume-page";

// Rendered per request: every page carries its own response's script nonce (app/[locale]/layout.tsx).
// What costs is kept per version of the resume instead (components/public-resume/load-public-resume.ts).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ username: string; slug: string }> };

async function whereOf(params: Props["params"]) {
  const { username, slug } = await params;
  return { username: decodeURIComponent(username), slug: decodeURIComponent(slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicResumeMetadata(await loadPublicResume(publicResumeKey(await whereOf(params))));
}

// GET /resume/public/{username}/{slug} - a public resume (the spec's long form of /{username}/{slug})
export default async function PublicUsernameSlugPage({ params }: Props) {
  return <PublicResumePage where={await whereOf(params)} />;
}

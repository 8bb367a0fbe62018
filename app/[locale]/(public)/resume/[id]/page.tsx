import type { Metadata } from "next";
import { loadPublicResume, publicResumeKey } from "@/components/public-resume/load-public-resume";
import { publicResumeMetadata } from "@/components/public-resume/public-resume-metadata";
import { PublicResumePage } from "@/components/public-resume/public-resume-page";

// Rendered per request: every page carries its own response's script nonce (app/[locale]/layout.tsx).
// What costs is kept per version of the resume instead (components/public-resume/load-public-resume.ts).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicResumeMetadata(await loadPublicResume(publicResumeKey({ id: (await params).id })));
}

// GET /resume/{id} - a public resume by id; a private one redirects to /
export default async function PublicResumeByIdPage({ params }: Props) {
  return <PublicResumePage where={{ id: (await params).id }} />;
}

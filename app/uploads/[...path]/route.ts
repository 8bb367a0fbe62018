import { serveUpload } from "@/lib/storage/serve-upload";

export const dynamic = "force-dynamic";

// GET /uploads/{key} - a stored picture (keys are unguessable and never reused, so cached for good)
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveUpload((await params).path);
}

import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { readMultipartFile } from "@/lib/uploads/read-multipart-file";
import { uploadPicture } from "@/lib/uploads/upload-picture";

export const dynamic = "force-dynamic";

// POST /api/upload/picture - store a picture (multipart field "file": jpeg, png, gif or webp, at most 5 MB); answers { url }
export const POST = route(async (request) => {
  await requireUser();
  const file = await readMultipartFile(request);
  return NextResponse.json(await uploadPicture(file), { status: 201 });
});

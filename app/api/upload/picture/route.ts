import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { readMultipartFile } from "@/lib/uploads/read-multipart-file";
import { uploadPicture } from "@/lib/uploads/upload-picture";

export const dynamic = "force-dynamic";

// POST /api/upload/picture - store a picture (multipart field "file": jpeg, png, gif or webp, at most 5 MB); answers { url }
export const POST = route({ auth: "user" }, async ({ request, user }) => {
  const file = await readMultipartFile(request);
  return NextResponse.json(await uploadPicture({ userId: user.id, file }), { status: 201 });
});

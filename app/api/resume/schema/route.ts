import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { resumeDataJsonSchema } from "@/core/resume/schema";

// GET /api/resume/schema - the resume data JSON Schema (what the API accepts as `data`)
export const GET = route({ auth: "none" }, async () =>
  NextResponse.json(resumeDataJsonSchema(), { headers: { "cache-control": "public, max-age=3600" } }),
);

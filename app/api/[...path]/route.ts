import { AppError } from "@/core/errors";
import { errorResponse } from "@/lib/http/route";

// Any /api path no handler owns answers the JSON error shape, never an HTML page.
async function notFound() {
  return errorResponse(new AppError("NotFound"));
}

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };

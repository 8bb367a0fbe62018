import { AppError } from "@/core/errors";
import { errorResponse, withApiSecurityHeaders } from "@/lib/http/route";

// Any /api path no handler owns answers the JSON error shape, never an HTML page, whatever the method or origin.
async function notFound() {
  return withApiSecurityHeaders(errorResponse(new AppError("NotFound")));
}

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };

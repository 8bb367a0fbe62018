import { AppError } from "@/core/errors";
import { route } from "@/lib/http/route";

// Any /api path no handler owns answers the JSON error shape, never an HTML page.
const notFound = route({ auth: "none" }, async () => {
  throw new AppError("NotFound");
});

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };

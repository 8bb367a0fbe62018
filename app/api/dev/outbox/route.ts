import { NextResponse } from "next/server";
import { z } from "zod";
import { isLoopbackClient } from "@/lib/auth/client-address";
import { config } from "@/lib/config";
import { AppError } from "@/core/errors";
import { parseSearchParams, route } from "@/lib/http/route";
import { listOutbox } from "@/lib/mail/outbox";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// GET /api/dev/outbox - the development outbox (mail written to MAIL_OUTBOX_DIR), for the developer's own
// machine only. A production build never serves it, whatever the database: the mail holds sign-in and
// password-reset links. There the files in MAIL_OUTBOX_DIR and the server log carry the mail instead.
export const GET = route({ auth: "none" }, async ({ request }) => {
  if (config.isProduction || !isLoopbackClient(request.headers)) throw new AppError("NotFound");
  const { to, limit } = parseSearchParams(request, querySchema);
  return NextResponse.json({
    dir: config.MAIL_OUTBOX_DIR,
    smtp: Boolean(config.SMTP_URL),
    messages: await listOutbox({ to, limit }),
  });
});

import { NextResponse } from "next/server";
import { z } from "zod";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { parseSearchParams, route } from "@/lib/http/route";
import { listOutbox } from "@/lib/mail/outbox";

export const dynamic = "force-dynamic";

const querySchema = z.object({ to: z.string().trim().toLowerCase().max(320).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

// GET /api/dev/outbox - the development outbox (mail written to MAIL_OUTBOX_DIR); 404 in production
export const GET = route(async (request) => {
  if (config.isProduction) throw new AppError("NotFound");
  const { to, limit } = parseSearchParams(request, querySchema);
  return NextResponse.json({ dir: config.MAIL_OUTBOX_DIR, smtp: Boolean(config.SMTP_URL), messages: await listOutbox({ to, limit }) });
});

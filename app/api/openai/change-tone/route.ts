import { writingHelpRoute } from "@/lib/ai/writing-help-route";
import { changeToneSchema } from "@/lib/ai/writing-inputs";

export const dynamic = "force-dynamic";

// POST /api/openai/change-tone { text, tone, language, idempotencyKey } → CHANGE_TONE (10 tokens)
export const POST = writingHelpRoute("tone", changeToneSchema);

import { writingHelpRoute } from "@/lib/ai/writing-help-route";
import { writingHelpSchema } from "@/lib/ai/writing-inputs";

export const dynamic = "force-dynamic";

// POST /api/openai/fix-grammar { text, language, idempotencyKey } → FIX_SPELLING_GRAMMAR (5 tokens)
export const POST = writingHelpRoute("fix", writingHelpSchema);

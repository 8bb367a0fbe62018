import { writingHelpRoute } from "@/lib/ai/writing-help-route";
import { writingHelpSchema } from "@/lib/ai/writing-inputs";

export const dynamic = "force-dynamic";

// POST /api/openai/improve-writing { text, language, idempotencyKey } → IMPROVE_WRITING (10 tokens)
export const POST = writingHelpRoute("improve", writingHelpSchema);

import type { GrammarLint } from "@/core/ai/grammar/harper-lints";

/** The messages between the editor and its grammar worker (grammar.worker.ts). `locale` picks the dialect. */
export type GrammarRequest = { id: number; text: string; locale: string };
export type GrammarResponse = { id: number; lints: GrammarLint[] } | { id: number; error: string };

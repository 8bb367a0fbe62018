import type { GenerationEvent } from "@/core/ai/generator/form";

/** Reads the generator's NDJSON answer line by line (a line may arrive split across chunks). */
export async function readGenerationStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: GenerationEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as GenerationEvent);
    if (done) return;
  }
}

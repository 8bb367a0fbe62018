/**
 * Reads a streamed NDJSON answer (the PDF export's, the generator's and the analysis's progress) and
 * hands over each line's event once, in order, even when a line arrives split across chunks.
 */
export async function readNdjsonStream<Event>(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: Event) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as Event);
    if (done) return;
  }
}

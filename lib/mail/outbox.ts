import "server-only";
import { randomUUID } from "node:crypto";
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { config } from "@/lib/config";

// The development outbox: one .eml per message and one JSON line per message in index.jsonl
// (appends of one short line do not interleave, so several processes may share the folder).

export const outboxEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Every http(s) link in the text, so that a developer or a test can follow one. */
  links: z.array(z.string()),
  file: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

function outboxDir() {
  return path.resolve(/*turbopackIgnore: true*/ config.MAIL_OUTBOX_DIR);
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}

export async function writeToOutbox(
  message: { to: string; subject: string; text: string },
  raw: Buffer,
): Promise<OutboxEntry> {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  const id = `${createdAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
  const file = `${id}.eml`;
  await writeFile(path.join(dir, file), raw);
  const entry: OutboxEntry = {
    id,
    createdAt,
    to: message.to,
    subject: message.subject,
    text: message.text,
    links: linksIn(message.text),
    file,
  };
  await appendFile(path.join(dir, "index.jsonl"), `${JSON.stringify(entry)}\n`);
  return entry;
}

/** The outbox, newest first; `to` narrows it to one recipient. */
export async function listOutbox({ to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const index = await readFile(path.join(outboxDir(), "index.jsonl"), "utf8").catch(() => "");
  const entries: OutboxEntry[] = [];
  for (const line of index.split("\n")) {
    const parsed = line.trim() ? outboxEntrySchema.safeParse(JSON.parse(line)) : null;
    if (parsed?.success && (!to || parsed.data.to.toLowerCase() === to.toLowerCase())) entries.push(parsed.data);
  }
  return entries.reverse().slice(0, limit);
}

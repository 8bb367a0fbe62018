import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "@/lib/config";
import { writeToOutbox } from "./outbox";

// Mail goes out over SMTP when SMTP_URL is set. Without it (a fresh local install, the e2e servers),
// each message is written to MAIL_OUTBOX_DIR as an .eml file plus a line in index.jsonl, which
// GET /api/dev/outbox lists for a developer.

export type MailMessage = { to: string; subject: string; text: string; html: string };

let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transporter: nodemailer.createTransport(url) };
  return smtp.transporter;
}

export async function sendMail(message: MailMessage): Promise<void> {
  const mail = { from: config.MAIL_FROM, ...message };
  if (config.SMTP_URL) {
    await smtpTransport(config.SMTP_URL).sendMail(mail);
    return;
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(mail);
  await writeToOutbox(message, Buffer.isBuffer(built.message) ? built.message : Buffer.from(String(built.message)));
}

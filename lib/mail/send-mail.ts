import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "@/lib/config";
import { writeToOutbox } from "./outbox";

// Mail goes out over SMTP when SMTP_URL is set. Without it (a fresh local install), each message is
// written to MAIL_OUTBOX_DIR as an .eml file plus a line in index.jsonl, and its links are printed in the
// server log, where only whoever runs the server reads them. GET /api/dev/outbox lists the folder for
// a developer on `next dev` only (never in a production build: the links take over accounts).

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
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(mail);
  const entry = await writeToOutbox(
    message,
    Buffer.isBuffer(built.message) ? built.message : Buffer.from(String(built.message)),
  );
  console.log(
    `✉ Mail to ${entry.to} (no SMTP_URL, kept in ${entry.file}): ${entry.subject}${entry.links.map((link) => `\n    ${link}`).join("")}`,
  );
}

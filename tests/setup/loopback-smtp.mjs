#!/usr/bin/env node
// A real SMTP server on 127.0.0.1 for tests (the stand-in for a mail provider), with a small HTTP API
// to read what it received: GET /messages?to=<address> → [{ to, from, subject, text, links, receivedAt }].
// Prints one JSON line { smtpPort, httpPort } on stdout when ready; logs go to stderr. Exits when its
// parent process goes away.
import http from "node:http";
import { SMTPServer } from "smtp-server";
import { exitWithParent } from "./exit-with-parent.mjs";

const messages = [];

function decodeQuotedPrintable(text) {
  const bytes = [];
  const input = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < input.length; index += 1) {
    if (input[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(input.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(input.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(input[index], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeHeaderWord(value) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding, body) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(body, "base64").toString("utf8")
      : decodeQuotedPrintable(body.replace(/_/g, " ")),
  );
}

/** Splits a MIME entity into headers (lower-cased names, unfolded) and body. */
function splitEntity(raw) {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? "" : raw.slice(separator).replace(/^\r?\n\r?\n/, "");
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function textPart(raw) {
  const { headers, body } = splitEntity(raw);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const text = textPart(part.replace(/^\r?\n/, ""));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const { headers } = splitEntity(raw);
      const text = (textPart(raw) ?? "").replace(/\r\n/g, "\n");
      messages.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        subject: decodeHeaderWord(headers.subject ?? ""),
        text,
        links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(messages.filter((message) => !to || message.to.includes(to))));
});

await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
await new Promise((resolve) => api.listen(0, "127.0.0.1", resolve));
process.stdout.write(`${JSON.stringify({ smtpPort: smtp.server.address().port, httpPort: api.address().port })}\n`);

exitWithParent();

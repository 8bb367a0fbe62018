import "server-only";
import { escape as escapeHtml } from "es-toolkit/string";
import { createTranslator } from "next-intl";
import { config } from "@/lib/config";
import { defaultLocale, directionOf, isLocale, type Locale } from "@/core/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type mailMessages from "@/messages/en-US/mail.json";
import type { MailMessage } from "./send-mail";

// The account mails, in the recipient's language (messages/<locale>/mail.json). Links are built from
// APP_URL, never from a request's Host header, so a forged Host cannot redirect a reset link.

type MailKind = "verifyEmail" | "resetPassword" | "socialAccount";

/** An absolute link to a page of the app in the given locale (en-US has no prefix). */
export function appLink(locale: string, pathname: string, query: Record<string, string> = {}): string {
  const prefix = isLocale(locale) && locale !== defaultLocale ? `/${locale}` : "";
  const url = new URL(`${prefix}${pathname}`, config.APP_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export async function renderMail(
  kind: MailKind,
  recipient: { email: string; name: string; locale: string },
  { link, values = {} }: { link: string; values?: Record<string, string> },
): Promise<MailMessage> {
  const locale: Locale = isLocale(recipient.locale) ? recipient.locale : defaultLocale;
  // Every locale has the en-US keys (loadMessages falls back key by key), so en-US types them.
  const messages = (await loadMessages(locale)) as { mail: typeof mailMessages };
  const t = createTranslator({ locale, messages, namespace: "mail" });
  const data = { email: recipient.email, name: recipient.name, ...values };
  const hasExpiry = kind !== "socialAccount";
  const paragraphs = [
    t(`${kind}.intro`, data),
    ...(hasExpiry ? [t(`${kind as Exclude<MailKind, "socialAccount">}.expiry`)] : []),
    t(`${kind}.ignore`),
  ];
  const greeting = t("greeting", { name: recipient.name });
  const action = t(`${kind}.action`);

  const text = [
    greeting,
    "",
    paragraphs[0],
    "",
    `${action}: ${link}`,
    "",
    ...paragraphs.slice(1).flatMap((line) => [line, ""]),
    "—",
    t("footer"),
  ].join("\n");
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(paragraphs[0] ?? "")}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#111;color:#fff;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t("linkFallback"))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${paragraphs
  .slice(1)
  .map((line) => `<p style="font-size:13px;color:#555">${escapeHtml(line)}</p>`)
  .join("\n")}
<p style="font-size:12px;color:#888">${escapeHtml(t("footer"))}</p>
</body></html>`;
  return { to: recipient.email, subject: t(`${kind}.subject`), text, html };
}

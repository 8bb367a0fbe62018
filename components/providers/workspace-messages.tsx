import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

/**
 * Every message for the browser, for the workspace's screens: the locale layout gives other pages all but
 * the workspace's namespaces (core/i18n/client-messages.ts).
 */
export function WorkspaceMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}

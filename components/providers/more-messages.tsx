"use client";

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";

/** The provider's messages and these namespaces too, for what it wraps (the rest of its settings inherited). */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages();
  const all = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={all}>
      {children}
    </NextIntlClientProvider>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { blockCopyingIn, looksLikeDevToolsOpen } from "./block-copying";

const devToolsCheckMs = 500;

/**
 * Wraps a public resume whose owner turned on "discourage copying": shortcuts blocked on the page,
 * and while developer tools appear open the resume is replaced by a notice (spec §2). Off: nothing.
 */
export function CopyGuard({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const t = useTranslations("publicResume.protected");
  const [isDevToolsOpen, setIsDevToolsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Tells tests (and curious readers) that the guard runs in this browser.
    root.current?.setAttribute("data-copy-guard", enabled ? "on" : "off");
    if (!enabled) return;
    const undo = blockCopyingIn(document);
    const check = () => setIsDevToolsOpen(looksLikeDevToolsOpen(window));
    check();
    const interval = setInterval(check, devToolsCheckMs);
    return () => {
      undo();
      clearInterval(interval);
    };
  }, [enabled]);

  if (enabled && isDevToolsOpen) {
    return (
      <div role="alert" className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("description")}</p>
      </div>
    );
  }
  return <div ref={root}>{children}</div>;
}

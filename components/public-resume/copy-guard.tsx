import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * Wraps a public resume. When its owner turned on "discourage copying", client/public-resume/public-page.ts
 * blocks the shortcuts and, while developer tools appear open, hides the resume behind the notice (spec §2).
 * The script marks the guard "on" or "off" once it runs.
 */
export async function CopyGuard({ children }: { children: ReactNode }) {
  const t = await getTranslations("publicResume.protected");
  return (
    <>
      <div data-copy-guard="" suppressHydrationWarning>
        {children}
      </div>
      <div role="alert" hidden data-copy-guard-notice="" className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("description")}</p>
      </div>
    </>
  );
}

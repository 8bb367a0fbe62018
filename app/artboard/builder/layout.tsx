import type { Metadata } from "next";
import type { ReactNode } from "react";
import { connection } from "next/server";
import { ZodWithoutEval } from "@/components/providers/zod-without-eval";

export const metadata: Metadata = { robots: { index: false, follow: false } };

// The frame has no locale of its own: the resume inside sets its language and direction. The body
// is transparent so the builder's pane (light or dark) shows around the pages.
export default async function PreviewFrameLayout({ children }: { children: ReactNode }) {
  // Rendered per request: Next.js puts the nonce of this response's CSP (proxy.ts) on its scripts.
  await connection();
  return (
    <html lang="en" suppressHydrationWarning>
      <body style={{ margin: 0, background: "transparent", overflow: "hidden" }}>
        <ZodWithoutEval />
        {children}
      </body>
    </html>
  );
}

import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { robots: { index: false, follow: false } };

// The frame has no locale of its own: the resume inside sets its language and direction. The body
// is transparent so the builder's pane (light or dark) shows around the pages.
export default function PreviewFrameLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body style={{ margin: 0, background: "transparent", overflow: "hidden" }}>{children}</body>
    </html>
  );
}

import Link from "next/link";
import type { ReactNode } from "react";
import common from "@/messages/en-US/common.json";

/**
 * A whole document for the two places no layout or provider exists (the root not-found and the
 * global error boundary): English, inline styles, a link home.
 */
export function PlainErrorPage({
  status,
  statusText,
  title,
  text,
  action,
}: {
  status: number;
  statusText: string;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <html lang="en-US" dir="ltr">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          display: "grid",
          placeItems: "center",
          minHeight: "100vh",
          margin: 0,
        }}
      >
        <main style={{ textAlign: "center", padding: 24 }}>
          <p style={{ fontSize: 64, fontWeight: 700, margin: 0 }}>{status}</p>
          <p>{statusText}</p>
          <h1 style={{ fontSize: 24 }}>{title}</h1>
          <p>{text}</p>
          {action} <Link href="/">{common.home}</Link>
        </main>
      </body>
    </html>
  );
}

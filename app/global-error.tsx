"use client";

import Link from "next/link";
import common from "@/messages/en-US/common.json";
import errorPage from "@/messages/en-US/errorPage.json";

// Last resort when the root layout itself fails: no providers are available here.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const t = errorPage;
  return (
    <html lang="en-US" dir="ltr">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main style={{ textAlign: "center", padding: 24 }}>
          <p style={{ fontSize: 64, fontWeight: 700, margin: 0 }}>500</p>
          <p>{t.errorStatus}</p>
          <h1 style={{ fontSize: 24 }}>{t.errorTitle}</h1>
          <p>{t.errorText}</p>
          <button onClick={reset}>{t.tryAgain}</button> <Link href="/">{common.home}</Link>
        </main>
      </body>
    </html>
  );
}

import Link from "next/link";
import common from "@/messages/en-US/common.json";
import errorPage from "@/messages/en-US/errorPage.json";

// Paths outside the locale tree (the proxy skips /artboard and files) end here: a plain English page.
export default function RootNotFound() {
  const t = errorPage;
  return (
    <html lang="en-US" dir="ltr">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main style={{ textAlign: "center", padding: 24 }}>
          <p style={{ fontSize: 64, fontWeight: 700, margin: 0 }}>404</p>
          <p>{t.notFoundStatus}</p>
          <h1 style={{ fontSize: 24 }}>{t.notFoundTitle}</h1>
          <p>{t.notFoundText}</p>
          <Link href="/">{common.home}</Link>
        </main>
      </body>
    </html>
  );
}

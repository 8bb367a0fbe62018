import Link from "next/link";
import common from "@/messages/en-US/common.json";
import errorPage from "@/messages/en-US/errorPage.json";

const statuses = { notFound: 404, error: 500 } as const;

/**
 * A whole document for the two places no layout or provider exists (the root not-found and the
 * global error boundary): English, inline styles, a link home, and "Try again" after an error.
 */
export function PlainErrorPage({ kind, onRetry }: { kind: keyof typeof statuses; onRetry?: () => void }) {
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
          <p style={{ fontSize: 64, fontWeight: 700, margin: 0 }}>{statuses[kind]}</p>
          <p>{errorPage[`${kind}Status`]}</p>
          <h1 style={{ fontSize: 24 }}>{errorPage[`${kind}Title`]}</h1>
          <p>{errorPage[`${kind}Text`]}</p>
          {onRetry && <button onClick={onRetry}>{errorPage.tryAgain}</button>} <Link href="/">{common.home}</Link>
        </main>
      </body>
    </html>
  );
}

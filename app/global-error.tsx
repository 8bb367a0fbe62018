"use client";

import { PlainErrorPage } from "@/components/site/plain-error-page";
import errorPage from "@/messages/en-US/errorPage.json";

// Last resort when the root layout itself fails: no providers are available here.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <PlainErrorPage
      status={500}
      statusText={errorPage.errorStatus}
      title={errorPage.errorTitle}
      text={errorPage.errorText}
      action={<button onClick={reset}>{errorPage.tryAgain}</button>}
    />
  );
}

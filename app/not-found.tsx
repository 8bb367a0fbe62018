import { PlainErrorPage } from "@/components/site/plain-error-page";
import errorPage from "@/messages/en-US/errorPage.json";

// Paths outside the locale tree (the proxy skips /artboard and files) end here: a plain English page.
export default function RootNotFound() {
  return (
    <PlainErrorPage
      status={404}
      statusText={errorPage.notFoundStatus}
      title={errorPage.notFoundTitle}
      text={errorPage.notFoundText}
    />
  );
}

import { PlainErrorPage } from "@/components/site/plain-error-page";

// Paths outside the locale tree (the proxy skips /artboard and files) end here: a plain English page.
export default function RootNotFound() {
  return <PlainErrorPage kind="notFound" />;
}

import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

// Unknown paths inside a locale render that locale's not-found page with status 404.
export default function CatchAll() {
  notFound();
}

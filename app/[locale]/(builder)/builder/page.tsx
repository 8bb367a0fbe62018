import { getLocale } from "next-intl/server";
import { redirect } from "@/core/i18n/navigation";

/** /builder on its own has nothing to edit: the list of resumes is where one is chosen. */
export default async function BuilderIndexPage() {
  redirect({ href: "/dashboard/resumes", locale: await getLocale() });
}

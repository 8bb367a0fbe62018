import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SmartGenerator } from "@/components/generator/smart-generator";
import { aiMode } from "@/lib/ai/provider";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { tokenCosts } from "@/lib/tokens/token-costs";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("generator");
  return { title: t("metaTitle") };
}

// GET /dashboard/smart-generator - the smart generator inside the dashboard (new resumes of the account)
export default async function SmartGeneratorPage() {
  await requireUserOrRedirect();
  return (
    <SmartGenerator
      isSignedIn
      embedded
      offline={aiMode() === "offline"}
      costs={{ generation: tokenCosts.RESUME_GENERATION, extraction: tokenCosts.AI_URL_JOB_DETAILS }}
    />
  );
}

import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SmartGenerator } from "@/components/generator/smart-generator";
import { WorkspaceMessages } from "@/components/providers/workspace-messages";
import { aiMode } from "@/lib/ai/provider";
import { getCurrentUser } from "@/lib/auth/session";
import { tokenCosts } from "@/lib/tokens/token-costs";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "generator" });
  return { title: t("metaTitle"), description: t("metaDescription") };
}

// GET /ai-generator - the smart generator (spec §2) for visitors (into their guest resume) and users
export default async function AiGeneratorPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return (
    <WorkspaceMessages>
      <SmartGenerator
        isSignedIn={Boolean(await getCurrentUser())}
        offline={aiMode() === "offline"}
        costs={{ generation: tokenCosts.RESUME_GENERATION, extraction: tokenCosts.AI_URL_JOB_DETAILS }}
      />
    </WorkspaceMessages>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TokenHistoryView } from "@/components/tokens/token-history-view";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { getTokenSummary } from "@/lib/tokens/get-token-summary";
import { listTokenHistory, tokenHistoryQuerySchema, usageMonths } from "@/lib/tokens/list-token-history";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tokens.history");
  return { title: t("metadataTitle") };
}

type Props = { searchParams: Promise<{ page?: string | string[] }> };

// GET /dashboard/transaction-history?page= - the signed-in user's token ledger
export default async function TransactionHistoryPage({ searchParams }: Props) {
  const user = await requireUserOrRedirect();
  const query = tokenHistoryQuerySchema.safeParse({ page: (await searchParams).page });
  const page = query.success ? query.data.page : 1;
  // The summary first: it renews a due allowance, whose rows the history then lists.
  const summary = await getTokenSummary({ userId: user.id });
  const history = await listTokenHistory({ owner: { userId: user.id }, page });
  return <TokenHistoryView history={history} summary={summary} tier={user.subscriptionTier} months={usageMonths} />;
}

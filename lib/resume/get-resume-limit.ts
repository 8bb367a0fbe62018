import "server-only";
import { deriveUserType, resumeLimit, type UserType } from "@/lib/auth/user-type";
import { config } from "@/lib/config";
import type { SubscriptionTier } from "@/lib/db";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";

/** How many resumes a user may have, by user type (spec accounts §6; values from configuration). */
export async function getResumeLimit(user: { id: string; subscriptionTier: SubscriptionTier }): Promise<{ userType: UserType; limit: number }> {
  const userType = deriveUserType({ subscriptionTier: user.subscriptionTier, tokenBalance: await getTokenBalance(user.id) });
  return { userType, limit: resumeLimit(userType, config) };
}

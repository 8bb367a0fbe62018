import "server-only";
import { config } from "@/lib/config";
import type { SubscriptionTier } from "@/lib/db";
import { AppError } from "@/core/errors";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import type { CurrentUser } from "./current-user";
import {
  accessFlags,
  deriveUserType,
  editorUserType,
  resumeLimit,
  type AccessFlags,
  type EditorUserType,
  type UserType,
} from "./user-type";

export type SubscriptionInfo = AccessFlags & {
  subscriptionTier: SubscriptionTier;
  userType: UserType;
  editorUserType: EditorUserType;
  tokenBalance: number;
  resumeLimit: number;
};

/** GET /api/user/{userId}/subscription-info: a user may read their own, nobody else's (404). */
export async function getSubscriptionInfo(user: CurrentUser, userId: string): Promise<SubscriptionInfo> {
  if (userId !== user.id) throw new AppError("NotFound");
  const tokenBalance = await getTokenBalance(user.id);
  const userType = deriveUserType({ subscriptionTier: user.subscriptionTier, tokenBalance });
  return {
    subscriptionTier: user.subscriptionTier,
    userType,
    editorUserType: editorUserType(userType),
    tokenBalance,
    resumeLimit: resumeLimit(userType, config),
    ...accessFlags(user.subscriptionTier),
  };
}

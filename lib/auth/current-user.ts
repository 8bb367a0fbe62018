import "server-only";
import type { AuthProvider, Role, SubscriptionTier } from "@/lib/db/generated/enums";

// The signed-in user as every page, route and the browser see it: never a secret, never the raw row.

export type CurrentUser = {
  id: string;
  name: string;
  username: string;
  email: string;
  picture: string | null;
  locale: string;
  theme: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  emailLocked: boolean;
  role: Role;
  subscriptionTier: SubscriptionTier;
  provider: AuthProvider;
  /** False for accounts made by social sign-in: they confirm with a two-factor code or their username. */
  hasPassword: boolean;
};

/** The user's row as toCurrentUser reads it: the same fields, with the verification date and the secrets. */
type UserRow = Omit<CurrentUser, "emailVerified" | "hasPassword"> & {
  emailVerified: Date | null;
  secrets?: { password: string | null } | null;
};

/** Prisma `include` that toCurrentUser needs. */
export const currentUserInclude = { secrets: { select: { password: true } } } as const;

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    picture: user.picture,
    locale: user.locale,
    theme: user.theme,
    emailVerified: user.emailVerified !== null,
    twoFactorEnabled: user.twoFactorEnabled,
    emailLocked: user.emailLocked,
    role: user.role,
    subscriptionTier: user.subscriptionTier,
    provider: user.provider,
    hasPassword: Boolean(user.secrets?.password),
  };
}

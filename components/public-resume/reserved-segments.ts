import { isReservedUsername } from "@/core/auth/reserved-usernames";

/**
 * First path segments that belong to the app, never to a username: /{username}/{slug} must not turn
 * /dashboard/typo into a resume lookup (and a redirect) instead of the not-found page. The same list
 * that registration refuses as usernames.
 */
export function isReservedSegment(segment: string): boolean {
  return isReservedUsername(segment);
}

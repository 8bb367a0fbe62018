import { z } from "zod";
import { isReservedUsername } from "./reserved-usernames";

// The username rule of spec accounts §5, shared by the browser forms and the server. Messages are
// keys under `auth.validation`.

export const usernamePattern = /^[a-z0-9._-]+$/;
export const usernameMinLength = 3;
export const usernameMaxLength = 255;

/** The shape alone: what an existing username (perhaps from before a reservation) is checked against at sign-in. */
export const usernameShapeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(usernameMinLength, "usernameTooShort")
  .max(usernameMaxLength, "usernameTooLong")
  .regex(usernamePattern, "usernameInvalid");

/** A username someone is choosing: the shape, and not a path the app keeps for itself. */
export const usernameSchema = usernameShapeSchema.refine(
  (username) => !isReservedUsername(username),
  "usernameReserved",
);

/**
 * The username a name suggests: lower case, spaces to hyphens, every other character removed
 * (accents are dropped from their letters first, so "José" gives "jose").
 */
export function deriveUsername(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9._-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^[-._]+|[-.]+$/g, "")
    .slice(0, usernameMaxLength);
}

import { z } from "zod";
import { usernameSchema } from "./username";

// The account fields' rules, one schema each, shared by the browser forms (components/auth) and the
// account API's request bodies (schemas.ts). The browser loads this module, so it stays light: the
// guessability half of the password rule (zxcvbn, 2 MB) is in password-policy.ts, for the server.
// Messages are keys under `auth.validation`.

export const passwordMinLength = 8;
export const passwordMaxLength = 256;

export const nameSchema = z.string().trim().min(1, "nameRequired").max(255, "nameTooLong");
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "emailRequired")
  .max(320, "emailInvalid")
  .pipe(z.email("emailInvalid"));
/** Any password a user types to prove who they are: no policy, only a sane bound. */
export const currentPasswordSchema = z.string().min(1, "passwordRequired").max(passwordMaxLength, "passwordTooLong");
/** The length rule alone: what a form can check on every keystroke (the strength hint warns about the rest). */
export const passwordLengthSchema = z
  .string()
  .min(passwordMinLength, "passwordTooShort")
  .max(passwordMaxLength, "passwordTooLong");
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "codeInvalid");
export const backupCodeSchema = z.string().trim().toLowerCase().length(10, "backupCodeInvalid");

/** A new account as the sign-up form checks it; the server adds the password's guessability (registerSchema). */
export const newAccountSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  password: passwordLengthSchema,
});

/** Spec accounts §5's URL-like rule: http://, https:// or a leading slash, no spaces. */
export const pictureSchema = z
  .string()
  .trim()
  .max(2048, "pictureInvalid")
  .regex(/^(https?:\/\/|\/)\S*$/, "pictureInvalid");

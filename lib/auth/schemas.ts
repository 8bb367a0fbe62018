import "server-only";
import { z } from "zod";
import {
  backupCodeSchema,
  currentPasswordSchema,
  emailSchema,
  nameSchema,
  newAccountSchema,
  pictureSchema,
  twoFactorCodeSchema,
} from "@/core/auth/field-schemas";
import { newPasswordSchema } from "@/core/auth/password-policy";
import { usernameShapeSchema } from "@/core/auth/username";
import { locales } from "@/core/i18n/locales";

// Request bodies of the account API (spec accounts §5, §7), built from the fields the forms use too
// (field-schemas.ts). Messages are keys under `auth.validation`.

/** A verification or reset token from a mailed link. */
export const mailTokenSchema = z.string().trim().min(20).max(200);

export const registerSchema = newAccountSchema.extend({ password: newPasswordSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

/** An identifier with @ is an email address, otherwise a username. */
export const loginSchema = z.object({
  identifier: z.string().trim().toLowerCase().min(1, "identifierRequired").max(320),
  password: currentPasswordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const codeBodySchema = z.object({ code: twoFactorCodeSchema });

/** Setting up or enabling two-factor: the password again (accounts without one send none). */
export const reauthenticationSchema = z.object({ password: currentPasswordSchema.optional() }).strict();
export const enableTwoFactorSchema = reauthenticationSchema.extend({ code: twoFactorCodeSchema });
export const backupCodeBodySchema = z.object({ code: backupCodeSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: mailTokenSchema, password: newPasswordSchema });
export const verifyEmailSchema = z.object({ token: mailTokenSchema });

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});

/** Disabling two-factor or deleting the account: a current code, or the password. */
export const confirmIdentitySchema = z
  .object({
    code: twoFactorCodeSchema.optional(),
    password: currentPasswordSchema.optional(),
    /** Accounts with neither a password nor two-factor (social sign-in only) type their username. */
    username: z.string().trim().toLowerCase().max(255).optional(),
  })
  .strict();
export type ConfirmIdentityInput = z.infer<typeof confirmIdentitySchema>;

export const themeSchema = z.enum(["light", "system", "dark"]);

/** What a user may change about themselves through PATCH /api/user/me; anything else is refused. */
export const updateProfileSchema = z
  .object({
    name: nameSchema,
    // Reserved names are refused in updateProfile, only when the name changes (older accounts keep theirs).
    username: usernameShapeSchema,
    locale: z.enum(locales),
    theme: themeSchema,
    picture: pictureSchema.nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

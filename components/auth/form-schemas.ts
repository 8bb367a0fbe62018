import { z } from "zod";
import {
  currentPasswordSchema,
  emailSchema,
  passwordLengthSchema,
  type newAccountSchema,
} from "@/core/auth/field-schemas";
import { usernamePattern, usernameShapeSchema } from "@/core/auth/username";

// The account forms (spec accounts §5, DECISIONS password rule): the fields are the server's own
// (core/auth/field-schemas.ts); the form-only rules (the login identifier's live check, a repeated
// password) are added here. Messages are keys under `auth.validation`.

export { deriveUsername } from "@/core/auth/username";

export type SignUpFormValues = z.input<typeof newAccountSchema>;
export type SignUpFormOutput = z.output<typeof newAccountSchema>;

/** An identifier with @ is validated as an email address, otherwise as a username (spec accounts §5). */
export const loginFormSchema = z.object({
  identifier: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "identifierRequired")
    .superRefine((value, context) => {
      if (value.length === 0) return;
      const isEmail = value.includes("@");
      const isValid = isEmail ? z.email().safeParse(value).success : usernameShapeSchema.safeParse(value).success;
      if (!isValid) context.addIssue({ code: "custom", message: isEmail ? "emailInvalid" : "usernameInvalid" });
    }),
  password: currentPasswordSchema,
});
export type LoginFormValues = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export const resetPasswordFormSchema = z
  .object({ password: passwordLengthSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "passwordsDoNotMatch",
  });

export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordLengthSchema })
  .refine((values) => values.currentPassword !== values.newPassword, {
    path: ["newPassword"],
    message: "passwordUnchanged",
  });

export { usernamePattern };

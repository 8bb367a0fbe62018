import { z } from "zod";
import { usernamePattern, usernameSchema, usernameShapeSchema } from "@/lib/auth/username";

// The browser side of the account forms (spec accounts §5, DECISIONS password rule). The field rules
// mirror lib/auth/schemas.ts, which the server uses; they are not imported from there because that
// module loads the 2 MB password-strength estimator at start. form-schemas.test.ts keeps the two in
// step. Messages are keys under `auth.validation`.

export { deriveUsername } from "@/lib/auth/username";

export const passwordMinLength = 8;
export const passwordMaxLength = 256;

export const nameField = z.string().trim().min(1, "nameRequired").max(255, "nameTooLong");
export const emailField = z.string().trim().toLowerCase().min(1, "emailRequired").max(320, "emailInvalid").pipe(z.email("emailInvalid"));
export const currentPasswordField = z.string().min(1, "passwordRequired").max(passwordMaxLength, "passwordTooLong");
/** Length only: guessability is the server's call (the strength hint warns while typing). */
export const newPasswordField = z.string().min(passwordMinLength, "passwordTooShort").max(passwordMaxLength, "passwordTooLong");
export const otpCodeField = z.string().trim().regex(/^\d{6}$/, "codeInvalid");
export const backupCodeField = z.string().trim().toLowerCase().length(10, "backupCodeInvalid");

export const signUpFormSchema = z.object({
  name: nameField,
  email: emailField,
  username: usernameSchema,
  password: newPasswordField,
});
export type SignUpFormValues = z.input<typeof signUpFormSchema>;
export type SignUpFormOutput = z.output<typeof signUpFormSchema>;

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
  password: currentPasswordField,
});
export type LoginFormValues = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ["confirmPassword"], message: "passwordsDoNotMatch" });

export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField })
  .refine((values) => values.currentPassword !== values.newPassword, { path: ["newPassword"], message: "passwordUnchanged" });

export { usernamePattern };

/** How an email address is typed: the browser's saved address, the email keyboard, left to right. */
export const emailInputProps = {
  type: "email",
  autoComplete: "email",
  inputMode: "email",
  dir: "ltr",
} as const;

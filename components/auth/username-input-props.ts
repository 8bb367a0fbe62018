/** How a username (or a sign-in identifier) is typed: as the browser's saved username, left to right, never corrected. */
export const usernameInputProps = {
  autoComplete: "username",
  autoCapitalize: "none",
  spellCheck: false,
  dir: "ltr",
} as const;

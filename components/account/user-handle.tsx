/** The user's @username under their name in an account menu, left to right in every language. */
export function UserHandle({ username }: { username: string }) {
  return (
    <span dir="ltr" className="truncate text-start text-xs font-normal text-muted-foreground rtl:text-end">
      @{username}
    </span>
  );
}

/** Template names are proper names (azurill → Azurill); the same in every language. */
export function templateDisplayName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The address of a public resume: /{username}/{slug} on the site's origin (spec §4). */
export function publicResumeUrl(origin: string, username: string, slug: string): string {
  return `${origin}/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}

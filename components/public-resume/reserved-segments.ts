/**
 * First path segments that belong to the app, never to a username: /{username}/{slug} must not turn
 * /dashboard/typo into a resume lookup (and a redirect) instead of the not-found page.
 */
const reservedSegments = new Set([
  "404",
  "ai-generator",
  "api",
  "artboard",
  "auth",
  "builder",
  "dashboard",
  "examples",
  "faq",
  "fonts",
  "legal",
  "pricing",
  "privacy",
  "resume",
  "templates",
  "terms",
]);

export function isReservedSegment(segment: string): boolean {
  return reservedSegments.has(segment.toLowerCase());
}

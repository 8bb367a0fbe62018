import { locales } from "@/core/i18n/locales";

// A username is the first path segment of its public pages (/{username}/{slug}), so it must never be
// a segment the app uses or may use: whoever registered "meta" would own /meta/privacy-policy. The
// test beside this file reads app/ and fails when a new top-level route has no entry here. Shared by
// the browser forms and the server (no server-only).

const appSegments = [
  // Routes of today (app/, app/[locale]/) and of the spec's route list.
  "404", "500", "ai-generator", "api", "artboard", "auth", "builder", "dashboard", "examples", "faq", "feature", "features",
  "fonts", "guest", "legal", "locales", "meta", "payment", "pricing", "privacy", "privacy-policy", "resume", "resumes",
  "storage", "templates", "terms", "terms-of-service", "uploads", "user", "users",
  // Files and framework paths at the root.
  "_next", "_vercel", "static", "public", "assets", "images", "img", "media", "files", "cdn", "sitemap.xml", "sitemap",
  "robots.txt", "robots", "favicon.ico", "favicon", "icon.svg", "icon", "apple-icon", "manifest.json", "manifest",
  "manifest.webmanifest", "opengraph-image", "twitter-image", "well-known", ".well-known", "ads.txt", "humans.txt",
  "security.txt", "sw.js", "service-worker.js",
  // Pages the product is likely to grow, and names that would mislead visitors.
  "about", "account", "accounts", "admin", "administrator", "app", "billing", "blog", "careers", "changelog", "checkout",
  "contact", "cookies", "cover-letter", "cover-letters", "dev", "docs", "download", "downloads", "editor", "embed",
  "export", "help", "home", "import", "imprint", "jobs", "login", "logout", "new", "news", "oauth", "onboarding",
  "partners", "press", "preview", "print", "profile", "root", "search", "security", "settings", "share", "signin",
  "sign-in", "signout", "sign-out", "signup", "sign-up", "register", "status", "support", "system", "team", "try",
  "upgrade", "verify", "webhook", "webhooks", "www", "mail", "email", "smtp", "official", "staff", "moderator", "vitae",
];

const reserved: ReadonlySet<string> = new Set([...appSegments, ...locales.map((locale) => locale.toLowerCase())]);

/** True when the name is, case-insensitively, a path the app keeps for itself (or starts like a hidden one). */
export function isReservedUsername(username: string): boolean {
  const name = username.trim().toLowerCase();
  return reserved.has(name) || /^[._]/.test(name);
}

// Stand-in for .next/types/routes.d.ts before `next typegen` has run (a fresh clone): every path under
// /[locale] is accepted. `npm run typecheck` generates the real list first, so it checks every link.
export type AppRoutes = `/[locale]${string}`;

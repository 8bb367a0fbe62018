import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Database drivers load WebAssembly and native files at run time: keep them out of the bundle.
  // harper.js (the offline grammar checker) loads its WebAssembly file beside its module.
  // pdfjs-dist loads its worker module by a path relative to its own file (the PDF import runs it in Node.js).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "pg",
    "@prisma/adapter-pg",
    "harper.js",
    "pdfjs-dist",
  ],
  poweredByHeader: false,
  // `npm test` type-checks (and lints) the whole project once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Links are typed (core/i18n/navigation.ts): `npm run typecheck` generates the route types first,
  // so a link to a page that does not exist fails the check.
  typedRoutes: true,
  // Build output per directory so that e2e runs never clobber a developer's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The dashboard's index is its resume list. Answered as a plain 307 before rendering: the page's
  // own redirect runs inside the dashboard's loading boundary, where it becomes a streamed,
  // client-side redirect that a sign-in then waits on.
  async redirects() {
    return [
      { source: "/dashboard", destination: "/dashboard/resumes", permanent: false },
      { source: "/:locale([a-z]{2}-[A-Z]{2})/dashboard", destination: "/:locale/dashboard/resumes", permanent: false },
      // The spec names the legal pages twice; /meta/... are the pages, the short forms lead there.
      { source: "/privacy", destination: "/meta/privacy-policy", permanent: true },
      { source: "/terms", destination: "/meta/terms-of-use", permanent: true },
      { source: "/:locale([a-z]{2}-[A-Z]{2})/privacy", destination: "/:locale/meta/privacy-policy", permanent: true },
      { source: "/:locale([a-z]{2}-[A-Z]{2})/terms", destination: "/:locale/meta/terms-of-use", permanent: true },
    ];
  },
};

export default withNextIntl(nextConfig);

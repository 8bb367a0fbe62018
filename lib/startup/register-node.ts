import "server-only";

// The Node.js half of instrumentation.ts, in a module of its own so that the Edge build of the
// instrumentation never sees Node.js APIs. It starts the database's preparation and the print browser in
// the background and returns at once, before even loading that code.
export function registerNode() {
  // The page cache of scripts/serve.mjs asks it whether a public page's kept copy is still the page.
  void import("@/lib/resume/public-page-stamp").then(({ registerPublicPageStamp }) => registerPublicPageStamp());
  void import("./start-server")
    .then(({ startServer }) => startServer())
    .catch((error: unknown) => {
      console.error("The server could not start:", error);
      process.exit(1);
    });
}

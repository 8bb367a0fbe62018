// Runs once when the server process starts. It starts the database's preparation (migrations, the demo
// seed) and the print browser in the background and returns at once, before even loading that code:
// requests that need no data are answered straight away, and data functions wait for the same
// preparation (lib/startup/start-server.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The page cache of scripts/serve.mjs asks it whether a public page's kept copy is still the page.
  void import("./lib/resume/public-page-stamp").then(({ registerPublicPageStamp }) => registerPublicPageStamp());
  void import("./lib/startup/start-server")
    .then(({ startServer }) => startServer())
    .catch((error: unknown) => {
      console.error("The server could not start:", error);
      process.exit(1);
    });
}

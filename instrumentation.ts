// Runs once when the server process starts. It starts the database's preparation (migrations, the demo
// seed) and the print browser in the background and returns at once (lib/startup/register-node.ts):
// requests that need no data are answered straight away, and data functions wait for the same
// preparation (lib/startup/start-server.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { registerNode } = await import("./lib/startup/register-node");
    registerNode();
  }
}

// Runs once when the server process starts: migrate the database (and, in the embedded default,
// seed the demo accounts) before the first request needs it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./lib/startup/prepare-database");
  await prepareDatabase();
}

import "server-only";
import { config } from "@/lib/config";
import { prepareDatabase } from "./prepare-database";

/**
 * What the server does once at start, in the background (instrumentation.ts): no request waits for
 * it unless it needs what it prepares. The database is opened, migrated and (embedded only) seeded;
 * data functions await that same promise. A database that cannot be prepared ends the process, as a
 * failed start would. Then, in production, the print browser is launched so that the first PDF is warm.
 */
export function startServer() {
  prepareDatabase()
    .catch((error: unknown) => {
      console.error("The database could not be prepared:", error);
      process.exit(1);
    })
    .then(async () => {
      if (process.env.NODE_ENV !== "production" || !config.PRINT_BROWSER_AT_START) return;
      const { getBrowserPool } = await import("@/lib/pdf/browser-pool");
      await getBrowserPool()
        .warmUp()
        .catch((error: unknown) => console.warn("The print browser could not be started ahead of use:", error));
    });
}

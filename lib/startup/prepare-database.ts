import "server-only";
import { config } from "@/lib/config";
import { openDatabaseAtStart } from "@/lib/db";

/**
 * Opens (and so migrates) the database at start-up; seeds the demo accounts on the embedded database
 * only (a production build too: a single-machine install), where they sign in only from a loopback client.
 * Data functions wait for both (they await the same promise); nothing else does.
 */
export async function prepareDatabase() {
  await openDatabaseAtStart(async (database) => {
    if (!config.seedsDemoData) return;
    const { seedDemoData } = await import("./seed-demo-data");
    await seedDemoData(database.prisma, { log: console.log });
  });
}

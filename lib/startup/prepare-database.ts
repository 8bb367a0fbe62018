import "server-only";
import { config } from "@/lib/config";
import { getDatabase } from "@/lib/db";

/**
 * Opens (and so migrates) the database at start-up; seeds the demo accounts on the embedded database
 * only (a production build too: a single-machine install), where they sign in only from a loopback client.
 */
export async function prepareDatabase() {
  const database = await getDatabase();
  if (config.seedsDemoData) {
    const { seedDemoData } = await import("./seed-demo-data");
    await seedDemoData(database.prisma, { log: console.log });
  }
}

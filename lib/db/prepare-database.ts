import "server-only";
import { config } from "@/lib/config";
import { getDatabase } from "./index";

/** Opens (and so migrates) the database at start-up; seeds demo data in the embedded default only. */
export async function prepareDatabase() {
  const database = await getDatabase();
  if (config.isEmbeddedDatabase && !config.isProduction && config.SEED_DEMO_DATA) {
    const { seedDemoData } = await import("./seed/seed-demo-data");
    await seedDemoData(database.prisma, { log: console.log });
  }
}

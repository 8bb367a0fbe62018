import { afterAll, beforeAll } from "vitest";
import { useDatabase } from "@/lib/db";
import { createTestDatabase, type TestDatabase } from "./test-database";

// Each database test file gets its own migrated database, installed as the app's database.
let database: TestDatabase | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
});

afterAll(async () => {
  await database?.drop();
});

import { defineConfig } from "prisma/config";

// The CLI is used for `prisma generate` only; migrations are committed SQL applied by lib/db/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The little the migrator and test helpers need from a database connection. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export function pgliteRunner(db: PGlite, { closeOnEnd = false } = {}): SqlRunner {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async close() {
      if (closeOnEnd) await db.close();
    },
  };
}

export async function postgresRunner(connectionString: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return {
    async exec(sql) {
      await client.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async close() {
      await client.end();
    },
  };
}

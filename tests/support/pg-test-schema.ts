import type { SqlClient } from '../../server/store/sql-client';

/**
 * A PostgreSQL schema of one test run's own, so runs sharing a server (and a developer's data)
 * never meet. The trigram extension the list indexes use is made once in `public`, which every
 * run's search path ends with: made from a run's search path it would land in that run's schema,
 * and dropping the schema at the run's end would drop it (and every other run's trigram indexes)
 * while test files running beside it still use them.
 * @example const schema = testSchemaName('store_test'); await createTestSchema(admin, schema); pgClient(inSchema(url, schema))
 */
export function testSchemaName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now()}`;
}

/** The connection string with the run's schema first on the search path, then `public`. */
export function inSchema(connectionString: string, schema: string): string {
  const withPath = new URL(connectionString);
  withPath.searchParams.set('options', `-c search_path=${schema},public`);
  return withPath.toString();
}

/** Makes the run's schema, with the trigram extension in `public` first (once per server). */
export async function createTestSchema(admin: SqlClient, schema: string): Promise<void> {
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public', []);
  } catch (error) {
    // Two runs making it at the same moment: the other one's is there.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
  await admin.query(`CREATE SCHEMA ${schema}`, []);
}

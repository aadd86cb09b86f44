import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * The little of a SQL connection the SQL store needs, so PGlite and a PostgreSQL server
 * are interchangeable. Parameters are always bound ($1, $2, ...), never spliced into text.
 */
export type SqlClient = {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  /** Runs `work` on one connection between BEGIN and COMMIT; rolls back when it throws. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type Queryable = { query<T>(sql: string, params: unknown[]): Promise<T[]> };

// Inside a transaction a nested transaction joins the outer one, as the memory store's does.
function joined(on: Queryable): SqlClient {
  const client: SqlClient = {
    query: (sql, params) => on.query(sql, params),
    transaction: (work) => work(client),
    close: async () => undefined,
  };
  return client;
}

function pgliteTransaction(tx: Transaction): Queryable {
  return { query: async <T>(sql: string, params: unknown[]) => (await tx.query<T>(sql, params)).rows };
}

/**
 * PGlite (PostgreSQL in WebAssembly, in this process): in memory without `dataDir`,
 * persisted in that folder with one.
 * @example const client = pgliteClient('./data/pglite');
 */
export function pgliteClient(dataDir?: string): SqlClient {
  // PGlite makes its own folder but not the parents, and a fresh checkout has no ./data yet.
  if (dataDir !== undefined && !dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of list search (sql-list-indexes).
  const db = new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), extensions: { pg_trgm } });
  return {
    query: async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows,
    // PGlite holds every other query back until the transaction ends, so it is isolated.
    transaction: (work) => db.transaction((tx) => work(joined(pgliteTransaction(tx)))),
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}

function poolClient(connection: pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: unknown[]) =>
      (await connection.query<T & pg.QueryResultRow>(sql, params)).rows,
  };
}

/**
 * A PostgreSQL server through a `pg` connection pool.
 * @example const client = pgClient(process.env.DATABASE_URL ?? '');
 */
export function pgClient(connectionString: string): SqlClient {
  const pool = new pg.Pool({ connectionString });
  // An idle connection dropped by the server is removed by the pool; without a listener the
  // 'error' event would end the process.
  pool.on('error', () => undefined);
  let closing: Promise<void> | undefined;
  return {
    query: async <T>(sql: string, params: unknown[]) => (await pool.query<T & pg.QueryResultRow>(sql, params)).rows,
    transaction: async (work) => {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        const result = await work(joined(poolClient(connection)));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await connection.query('ROLLBACK');
        } catch (rollbackError) {
          // A connection that cannot roll back must not go back to the pool.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    // pg refuses a second end(); closing twice is harmless here.
    close: () => (closing ??= pool.end()),
  };
}

import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ReadTimeoutError } from './read-timeout';

/**
 * How a statement is planned. `reusePlan`: the statement is prepared once per connection and
 * its generic plan is used for every call (no planning after the first); only for statements
 * whose best plan does not depend on the bound values (a lookup by key, a page in index order),
 * not for searches and filters, whose plan does. Planning is the costly part on PGlite: the
 * records table carries a hundred partial indexes, and each plan considers them all.
 */
export type QueryOptions = {
  reusePlan?: boolean;
  /**
   * A read the services answer (a list, a search, a change pull): on PostgreSQL it runs under the
   * client's read bound (pgClient's readTimeoutMs) and is stopped past it with a ReadTimeoutError.
   * Inside a transaction (a write's own reads) it is not bounded. PGlite cannot stop a running
   * statement (its WebAssembly build has no timer interrupt: pg_sleep(1) under a 100 ms
   * statement_timeout ran 1,002 ms), so there the option changes nothing.
   */
  bounded?: boolean;
};

/**
 * The little of a SQL connection the SQL store needs, so PGlite and a PostgreSQL server
 * are interchangeable. Parameters are always bound ($1, $2, ...), never spliced into text.
 */
export type SqlClient = {
  query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs `work` on one connection between BEGIN and COMMIT; rolls back when it throws. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type Queryable = { query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<T[]> };

// Inside a transaction a nested transaction joins the outer one, as the memory store's does.
function joined(on: Queryable): SqlClient {
  const client: SqlClient = {
    query: (sql, params, options) => on.query(sql, params, options),
    transaction: (work) => work(client),
    close: async () => undefined,
  };
  return client;
}

/** The name a reused statement is prepared under: the same text always gets the same name. */
export function statementName(sql: string): string {
  return `bt_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
}

// Statements kept prepared on one PGlite; past this many the least recently used is closed.
const PREPARED_LIMIT = 256;

/**
 * Runs statements on PGlite through its extended wire protocol, as PGlite's own query does,
 * but in two calls instead of six, and with named statements for reused plans. The session's
 * plan_cache_mode is force_generic_plan while a reused statement runs and auto otherwise (an
 * unnamed statement under force_generic_plan would get a generic plan too).
 */
function pgliteRunner(db: PGlite) {
  const { serialize } = protocol;
  // Name to parameter types, in least recently used order.
  const prepared = new Map<string, number[]>();
  // The session's plan_cache_mode as last set: true generic, false auto, undefined not known
  // (a rolled back transaction undoes a SET made in it).
  let generic: boolean | undefined;

  function joinMessages(messages: Uint8Array[]): Uint8Array {
    const joinedMessages = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
    let offset = 0;
    for (const message of messages) {
      joinedMessages.set(message, offset);
      offset += message.length;
    }
    return joinedMessages;
  }

  async function send(messages: Uint8Array[]) {
    return db.execProtocolStream(joinMessages(messages), { syncToFs: false });
  }

  async function run<T>(sql: string, params: unknown[], reusePlan: boolean): Promise<T[]> {
    const name = reusePlan ? statementName(sql) : '';
    const before: Uint8Array[] = [];
    if (generic !== reusePlan) {
      before.push(serialize.query(`SET plan_cache_mode = ${reusePlan ? 'force_generic_plan' : 'auto'}`));
      generic = undefined;
    }
    let types = reusePlan ? prepared.get(name) : undefined;
    if (types === undefined) {
      const described = await send([
        ...before,
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]);
      before.length = 0;
      generic = reusePlan;
      types = parse.parseDescribeStatementResults(described);
      if (reusePlan) {
        prepared.set(name, types);
        const oldest = prepared.size > PREPARED_LIMIT ? prepared.keys().next().value : undefined;
        if (oldest !== undefined) {
          prepared.delete(oldest);
          before.push(serialize.close({ type: 'S', name: oldest }));
        }
      }
    } else {
      // Most recently used last.
      prepared.delete(name);
      prepared.set(name, types);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[types[index] ?? 0];
      return serializer === undefined ? String(value) : serializer(value);
    });
    const messages = await send([
      ...before,
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    generic = reusePlan;
    // A SET sent first answers with a result of its own: the statement's is the last.
    return (parse.parseResults(messages, db.parsers).at(-1)?.rows ?? []) as T[];
  }

  return {
    /** A statement on its own: waits for any transaction to end, as PGlite's query does. */
    async query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<T[]> {
      await db._checkReady();
      return db._runExclusiveTransaction(async () => {
        const rows = await db.runExclusive(() => run<T>(sql, params, options?.reusePlan === true));
        await db.syncToFs();
        return rows;
      });
    },
    /** A statement inside the transaction that holds PGlite. */
    inTransaction: {
      query: <T>(sql: string, params: unknown[], options?: QueryOptions) =>
        db.runExclusive(() => run<T>(sql, params, options?.reusePlan === true)),
    },
    /** After a rollback the session's plan_cache_mode is whatever it was before the transaction. */
    forgetMode() {
      generic = undefined;
    },
  };
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
  const runner = pgliteRunner(db);
  return {
    query: runner.query,
    // PGlite holds every other query back until the transaction ends, so it is isolated.
    transaction: async (work) => {
      try {
        return await db.transaction(() => work(joined(runner.inTransaction)));
      } catch (error) {
        runner.forgetMode();
        throw error;
      }
    },
    close: async () => {
      if (!db.closed) await db.close();
    },
  };
}

// pg prepares a named statement once per connection and then only binds and executes it, so
// PostgreSQL's plan cache (plan_cache_mode auto) can settle on its generic plan.
function pgQuery(sql: string, params: unknown[], options: QueryOptions | undefined): pg.QueryConfig {
  return options?.reusePlan === true
    ? { name: statementName(sql), text: sql, values: params }
    : { text: sql, values: params };
}

function poolClient(connection: pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: unknown[], options?: QueryOptions) =>
      (await connection.query<T & pg.QueryResultRow>(pgQuery(sql, params, options))).rows,
  };
}

// SQLSTATE query_canceled: what statement_timeout stops a statement with.
const QUERY_CANCELED = '57014';
// SQLSTATE deadlock_detected: two writers took the same rows in opposite orders and PostgreSQL
// rolled one back. Writes of different companies no longer queue on one counter row
// (sql-store takingSeq), so a transaction that writes for one company and then another
// can meet one that does the reverse; it is run again from the start.
const DEADLOCK = '40P01';
/** Tries of a statement or transaction that PostgreSQL rolled back to break a deadlock. */
export const DEADLOCK_ATTEMPTS = 5;

/** How many connections one service process holds at most, when DATABASE_POOL_SIZE does not say. */
export const DEFAULT_POOL_SIZE = 10;

export type PgClientOptions = {
  /** How long a bounded read (QueryOptions.bounded) may run, in ms; 0 or none: unbounded. */
  readTimeoutMs?: number;
  /**
   * Connections this process holds at most, both pools together (DEFAULT_POOL_SIZE unless set):
   * with a read bound, reads get a third of them (at least one) and writes the rest, so three
   * processes at the default hold 30 of PostgreSQL's 100.
   */
  poolSize?: number;
};

/**
 * How a process's connections are shared between writes and bounded reads.
 * @example poolSizes(10, true) // { writes: 7, reads: 3 }
 */
export function poolSizes(total: number, separateReads: boolean): { writes: number; reads: number } {
  const size = Math.max(2, Math.floor(total));
  if (!separateReads) return { writes: size, reads: 0 };
  const reads = Math.max(1, Math.floor(size / 3));
  return { writes: size - reads, reads };
}

/**
 * The pool size from the environment's DATABASE_POOL_SIZE (a whole number, at least 2).
 * @example poolSizeFrom('6') // 6
 * @example poolSizeFrom(undefined) // 10
 */
export function poolSizeFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 2)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number of at least 2, not ${value}`);
  return size;
}

function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DEADLOCK;
}

// A short random pause, so the two writers that met do not meet again at once.
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

/**
 * A PostgreSQL server through a `pg` connection pool. With readTimeoutMs, bounded reads run on a
 * second pool whose connections carry that statement_timeout, so writes, imports and the
 * schema's own work are never cut short by it. A statement or transaction rolled back to break a
 * deadlock runs again (a transaction's work from its start: it must not act outside the
 * database before it commits).
 * @example const client = pgClient(process.env.DATABASE_URL ?? '', { readTimeoutMs: 5000 });
 */
export function pgClient(connectionString: string, clientOptions: PgClientOptions = {}): SqlClient {
  const readTimeoutMs = clientOptions.readTimeoutMs ?? 0;
  const sizes = poolSizes(clientOptions.poolSize ?? DEFAULT_POOL_SIZE, readTimeoutMs > 0);
  const pool = new pg.Pool({ connectionString, max: sizes.writes });
  const reads =
    readTimeoutMs > 0
      ? new pg.Pool({ connectionString, max: sizes.reads, statement_timeout: readTimeoutMs })
      : pool;
  // An idle connection dropped by the server is removed by the pool; without a listener the
  // 'error' event would end the process.
  pool.on('error', () => undefined);
  if (reads !== pool) reads.on('error', () => undefined);
  let closing: Promise<void> | undefined;

  async function inTransaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
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
  }

  return {
    query: async <T>(sql: string, params: unknown[], options?: QueryOptions) => {
      if (options?.bounded !== true || reads === pool)
        return retryingDeadlocks(
          async () => (await pool.query<T & pg.QueryResultRow>(pgQuery(sql, params, options))).rows,
        );
      try {
        return (await reads.query<T & pg.QueryResultRow>(pgQuery(sql, params, options))).rows;
      } catch (error) {
        if ((error as { code?: unknown }).code === QUERY_CANCELED) throw new ReadTimeoutError(readTimeoutMs);
        throw error;
      }
    },
    transaction: (work) => retryingDeadlocks(() => inTransaction(work)),
    // pg refuses a second end(); closing twice is harmless here.
    close: () =>
      (closing ??= Promise.all([pool.end(), reads === pool ? undefined : reads.end()]).then(() => undefined)),
  };
}

import type { SqlClient } from './sql-client';

/** How often embedded PostgreSQL looks for writes to vacuum after: 5 minutes. */
export const VACUUM_EVERY_MS = 5 * 60_000;

/**
 * Vacuums and analyses the records table: marks its settled pages all-visible, so a list page is
 * read from the sort index alone (an index-only scan skips 50,000 entries in about 11 ms, against
 * 30 ms when every entry's row must be checked), and keeps the planner's statistics current.
 * PostgreSQL's autovacuum does this by itself; PGlite runs none.
 * @example await vacuumRecords(client);
 */
export async function vacuumRecords(client: SqlClient): Promise<void> {
  await client.query('VACUUM (ANALYZE) records', []);
}

export type VacuumTimers = {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
};

const realTimers: VacuumTimers = {
  // Never what keeps a process alive: the server's listener does that.
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Vacuums the records table now and then every `everyMs` when something was written since (the
 * store's change counter moved). Answers a stop function that waits for a vacuum under way.
 * @example const stop = keepRecordsVacuumed(client); ...; await stop();
 */
export function keepRecordsVacuumed(
  client: SqlClient,
  everyMs = VACUUM_EVERY_MS,
  timers: VacuumTimers = realTimers,
): () => Promise<void> {
  let vacuumedAt: string | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let handle: unknown = null;

  async function round(): Promise<void> {
    const [counter] = await client.query<{ seq: string | number | bigint }>(
      'SELECT last_value AS seq FROM records_seq',
      [],
    );
    const seq = String(counter?.seq ?? 0);
    if (seq === vacuumedAt) return;
    await vacuumRecords(client);
    vacuumedAt = seq;
  }

  function next(ms: number): void {
    handle = timers.set(() => {
      running = round()
        .catch((error: unknown) => console.error('[store] vacuum failed', error))
        .finally(() => {
          if (!stopped) next(everyMs);
        });
    }, ms);
  }

  next(0);
  return async () => {
    stopped = true;
    timers.clear(handle);
    await running;
  };
}

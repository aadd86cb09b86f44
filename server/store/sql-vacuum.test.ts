import { afterAll, describe, expect, it } from 'vitest';
import { pgliteClient, type SqlClient } from './sql-client';
import { listStatements } from './sql-record-query';
import { createSqlStore } from './sql-store';
import { keepRecordsVacuumed, type VacuumTimers } from './sql-vacuum';

const client = pgliteClient();
afterAll(() => client.close());

/** Timers run by hand: each `tick` runs the callback set last and waits for its round. */
function manualTimers(): VacuumTimers & { tick(): Promise<void> } {
  let pending: (() => void) | null = null;
  return {
    set(callback) {
      pending = callback;
      return 1;
    },
    clear() {
      pending = null;
    },
    async tick() {
      const run = pending;
      pending = null;
      run?.();
      await expect.poll(() => pending !== null).toBe(true);
    },
  };
}

describe('keeping the records table vacuumed (PGlite runs no autovacuum)', () => {
  it(
    'vacuums at start and after writes only, so a deep page is read from the sort index without visiting rows',
    { timeout: 60_000 },
    async () => {
      const store = await createSqlStore(client, {
        lists: [{ section: 'Products', sort: { field: 'sortNumber', direction: 'asc' }, search: [] }],
      });
      const load = (from: number) =>
        client.query(
          `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
         SELECT 'Products', 'p-' || g, 'comp1', '{}', 1, false, g, jsonb_build_object('sortNumber', g % 97)
         FROM generate_series($1::int, $1::int + 2999) AS g`,
          [from],
        );
      await load(1);
      await client.query("SELECT setval('records_seq', 3000)", []);
      const vacuums: string[] = [];
      const watched: SqlClient = {
        ...client,
        query: (sql, params, options) => {
          if (sql.startsWith('VACUUM')) vacuums.push(sql);
          return client.query(sql, params, options);
        },
      };
      const timers = manualTimers();
      const stop = keepRecordsVacuumed(watched, 1000, timers);
      await timers.tick();
      expect(vacuums).toHaveLength(1);

      const deep = listStatements(
        'Products',
        {
          visibleTo: 'comp1',
          conditions: [],
          includeInactive: false,
          includeCount: false,
          sort: { field: 'sortNumber', direction: 'asc' },
          take: 20,
          skip: 2500,
        },
        null,
        true,
      );
      const plan = await client.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off', []);
        await tx.query('SET LOCAL enable_sort = off', []);
        return (
          await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${deep.rowsSql}`, deep.rowsParams)
        )
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      });
      expect(plan).toMatch(/Index Only Scan using records_sort_asc_/);
      expect(plan).toMatch(/Heap Fetches: 0/);

      await timers.tick();
      expect(vacuums).toHaveLength(1);
      await store.insert({
        section: 'Products',
        id: 'late',
        companyAccountID: 'comp1',
        parties: [],
        isInactive: false,
        data: { sortNumber: 1 },
      });
      await timers.tick();
      expect(vacuums).toHaveLength(2);
      await stop();
    },
  );
});

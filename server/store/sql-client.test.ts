import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteClient } from './sql-client';
import { listIndexSpecs, SEARCH_INDEX_OPTIONS, SEARCH_PREFIX } from './sql-list-indexes';
import { createSqlStore } from './sql-store';
import type { Store } from './store';

const client = pgliteClient();
let store: Store;

beforeAll(async () => {
  store = await createSqlStore(client, {
    lists: listIndexSpecs([
      { section: 'Products', sort: { field: 'sortNumber', direction: 'asc' }, search: ['productName'] },
    ]),
  });
  for (let index = 1; index <= 5; index += 1) {
    await store.insert({
      section: 'Products',
      id: `p${index}`,
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: { productName: `Milk ${index}`, sortNumber: index },
    });
  }
}, 60_000);
afterAll(() => client.close());

type PreparedRow = { statement: string; generic_plans: number | bigint; custom_plans: number | bigint };

async function preparedLike(pattern: string): Promise<PreparedRow[]> {
  return client.query<PreparedRow>(
    'SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE $1::text',
    [pattern],
  );
}

async function planCacheMode(): Promise<string> {
  const [row] = await client.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode', []);
  return row?.plan_cache_mode ?? '';
}

describe('SQL client on PGlite: reused plans', () => {
  it('plans a statement that reuses its plan once, and runs every later call on that generic plan', async () => {
    const sql =
      "SELECT id FROM records WHERE records.section = 'Products' AND records.id = $1::text AND 'reuse-once' <> ''";
    for (const id of ['p1', 'p2', 'p3'])
      expect(await client.query<{ id: string }>(sql, [id], { reusePlan: true })).toEqual([{ id }]);
    const [prepared, ...others] = await preparedLike("%'reuse-once'%");
    expect(others).toEqual([]);
    expect(Number(prepared?.generic_plans)).toBe(3);
    expect(Number(prepared?.custom_plans)).toBe(0);
  });

  it('plans every other statement for its values, also right after a reused one', async () => {
    await client.query("SELECT 1 WHERE 'after-reuse' <> $1::text", ['x'], { reusePlan: true });
    expect(await planCacheMode()).toBe('auto');
    expect(await client.query("SELECT $1::text AS value WHERE 'not-reused' <> ''", ['y'])).toEqual([
      { value: 'y' },
    ]);
    expect(await preparedLike("%'not-reused'%")).toEqual([]);
  });

  it('keeps planning by values after a transaction that reused a plan rolled back', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query("SELECT 1 WHERE 'in-rollback' <> $1::text", ['x'], { reusePlan: true });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await planCacheMode()).toBe('auto');
  });

  it('answers the next statements after a reused statement fails', async () => {
    const sql = "SELECT $1::int AS value WHERE 'failing' <> ''";
    await expect(client.query(sql, ['not a number'], { reusePlan: true })).rejects.toThrow(
      /invalid input syntax/,
    );
    expect(await client.query(sql, [7], { reusePlan: true })).toEqual([{ value: 7 }]);
    await expect(client.query('SELEC nothing', [], { reusePlan: true })).rejects.toThrow(/syntax error/);
    expect(await client.query<{ value: number }>('SELECT 2 AS value', [])).toEqual([{ value: 2 }]);
  });

  it('keeps at most 256 statements prepared, and prepares one closed for room again when it comes back', async () => {
    const statement = (index: number) => `SELECT ${index} AS value WHERE 'room-${index}' <> $1::text`;
    for (let index = 0; index < 300; index += 1)
      await client.query(statement(index), ['x'], { reusePlan: true });
    const [held] = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_prepared_statements',
      [],
    );
    expect(held?.count).toBeLessThanOrEqual(256);
    expect(await preparedLike("%'room-0'%")).toEqual([]);
    expect(await client.query(statement(0), ['x'], { reusePlan: true })).toEqual([{ value: 0 }]);
    expect(await preparedLike("%'room-0'%")).toHaveLength(1);
  });

  it("serves the store's lookups by id and its pages in index order from reused plans, and plans searches by their text", async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await store.get('Products', 'p2'))?.data).toEqual({ productName: 'Milk 2', sortNumber: 2 });
      const page = await store.list('Products', {
        visibleTo: 'comp1',
        conditions: [],
        includeInactive: false,
        includeCount: true,
        sort: { field: 'sortNumber', direction: 'asc' },
        take: 2,
        skip: 0,
      });
      expect(page.rows.map((row) => row.id)).toEqual(['p1', 'p2']);
      expect(page.count).toBe(5);
      const found = await store.list('Products', {
        visibleTo: 'comp1',
        conditions: [],
        includeInactive: false,
        includeCount: false,
        search: { text: 'milk 4', fields: ['productName'] },
      });
      expect(found.rows.map((row) => row.id)).toEqual(['p4']);
    }
    const byId = await preparedLike(
      '%FROM records WHERE records.id = $1::text AND records.section = $2::text',
    );
    expect(byId.map((row) => Number(row.generic_plans))).toEqual([3]);
    const pages = await preparedLike('%ORDER BY%LIMIT%');
    expect(pages.length).toBe(1);
    expect(Number(pages[0]?.generic_plans)).toBe(3);
    expect(Number(pages[0]?.custom_plans)).toBe(0);
    expect(await preparedLike('%LIKE%')).toEqual([]);
  });

  it('keeps no pending list on the GIN indexes of records but a short one on the search indexes, also on ones made before', async () => {
    const lists = listIndexSpecs([{ section: 'Products', search: ['productName'] }]);
    await createSqlStore(client, { lists });
    const ginIndexes = () =>
      client.query<{ name: string; options: string[] | null }>(
        `SELECT index_class.relname AS name, index_class.reloptions AS options FROM pg_index
         JOIN pg_class index_class ON index_class.oid = pg_index.indexrelid JOIN pg_am ON pg_am.oid = index_class.relam
         WHERE pg_index.indrelid = 'records'::regclass AND pg_am.amname = 'gin'`,
        [],
      );
    const search = (await ginIndexes()).find((index) => index.name.startsWith(SEARCH_PREFIX));
    if (search === undefined) throw new Error('no search index');
    await client.query('DROP INDEX records_parties', []);
    await client.query('CREATE INDEX records_parties ON records USING gin (parties)', []);
    await client.query(`ALTER INDEX ${search.name} SET (fastupdate = off)`, []);
    await client.query(`ALTER INDEX ${search.name} RESET (gin_pending_list_limit)`, []);
    await createSqlStore(client, { lists });
    const gin = await ginIndexes();
    expect(gin.map((index) => index.name)).toContain('records_parties');
    for (const index of gin)
      expect(index.options).toEqual(
        index.name.startsWith(SEARCH_PREFIX) ? [...SEARCH_INDEX_OPTIONS] : ['fastupdate=off'],
      );
  });

  it("finds a record whose trigrams are still in the search index's pending list", async () => {
    await store.insert({
      section: 'Products',
      id: 'pending-1',
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: { productName: 'Quince paste', sortNumber: 99 },
    });
    // One record's trigrams are far under the list's 256 kB: they wait in the pending list. With
    // no sequential scan the search must go through the trigram index (this table is tiny).
    await client.query('SET enable_seqscan = off', []);
    const found = await store
      .list('Products', {
        visibleTo: 'comp1',
        conditions: [],
        includeInactive: false,
        includeCount: true,
        search: { text: 'QUINCE', fields: ['productName'] },
      })
      .finally(() => client.query('RESET enable_seqscan', []));
    expect(found.rows.map((row) => row.id)).toEqual(['pending-1']);
    expect(found.count).toBe(1);
  });
});

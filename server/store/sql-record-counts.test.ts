import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteClient } from './sql-client';
import { createSqlStore } from './sql-store';
import type { ListQuery, Store } from './store';

const client = pgliteClient();
let store: Store;

beforeAll(async () => {
  store = await createSqlStore(client);
}, 60_000);
afterAll(() => client.close());

type CountRow = { section: string; company_account_id: string; is_inactive: boolean; count: number };

async function kept(): Promise<CountRow[]> {
  const rows = await client.query<CountRow>(
    'SELECT section, company_account_id, is_inactive, count::int AS count FROM record_counts WHERE count <> 0 ORDER BY 1, 2, 3',
    [],
  );
  return rows;
}

async function recounted(): Promise<CountRow[]> {
  return client.query<CountRow>(
    'SELECT section, company_account_id, is_inactive, count(*)::int AS count FROM records GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
    [],
  );
}

const plain = (visibleTo: string | null, includeInactive = false): ListQuery => ({
  visibleTo,
  conditions: [],
  includeInactive,
  includeCount: true,
  take: 1,
});

describe('record counts kept on write', () => {
  it('equal a recount after inserts, updates that move a record, deletes, bulk loads and truncation', async () => {
    await store.insert({
      section: 'Products',
      id: 'a1',
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: { productName: 'Milk' },
    });
    const moved = await store.insert({
      section: 'Products',
      id: 'a2',
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: {},
    });
    await store.insert({
      section: 'Customers',
      id: 'c1',
      companyAccountID: 'comp2',
      parties: [],
      isInactive: false,
      data: {},
    });
    // Taken id: nothing inserted, nothing counted.
    await store.insert({
      section: 'Products',
      id: 'a1',
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: {},
    });
    if (!moved.ok) throw new Error('a2 was not inserted');
    const inactive = await store.update({ ...moved.row, isInactive: true }, 1);
    if (!inactive.ok) throw new Error('a2 was not updated');
    await store.update({ ...inactive.row, companyAccountID: 'comp2' }, 2);
    // A plain edit moves no count.
    await store.transaction(async (tx) => {
      const row = await tx.get('Products', 'a1');
      if (row !== null) await tx.update({ ...row, data: { productName: 'Oat milk' } }, row.rowVersion);
    });
    expect(await kept()).toEqual(await recounted());
    expect(await kept()).toEqual([
      { section: 'Customers', company_account_id: 'comp2', is_inactive: false, count: 1 },
      { section: 'Products', company_account_id: 'comp1', is_inactive: false, count: 1 },
      { section: 'Products', company_account_id: 'comp2', is_inactive: true, count: 1 },
    ]);

    await client.query(
      `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
       SELECT 'Products', 'bulk-' || g, 'comp' || (g % 3), '{}', 1, g % 4 = 0, 1000 + g, '{}'::jsonb FROM generate_series(1, 500) AS g`,
      [],
    );
    await client.query("DELETE FROM records WHERE id LIKE 'bulk-1%'", []);
    await client.query("UPDATE records SET is_inactive = NOT is_inactive WHERE id LIKE 'bulk-2%'", []);
    expect(await kept()).toEqual(await recounted());

    await client.query('TRUNCATE records', []);
    expect(await kept()).toEqual([]);
  });

  it("answers an unfiltered list's count from the kept counts, and any other from the records", async () => {
    await client.query('TRUNCATE records', []);
    for (const [id, company, isInactive] of [
      ['k1', 'comp1', false],
      ['k2', 'comp1', false],
      ['k3', 'comp1', true],
      ['k4', 'comp2', false],
    ] as const) {
      await store.insert({
        section: 'Products',
        id,
        companyAccountID: company,
        parties: [],
        isInactive,
        data: { productName: id },
      });
    }
    expect((await store.list('Products', plain('comp1'))).count).toBe(2);
    expect((await store.list('Products', plain('comp1', true))).count).toBe(3);
    expect((await store.list('Products', plain(null))).count).toBe(3);
    // The kept count is what an unfiltered list reads: a count changed behind the store shows.
    await client.query(
      "UPDATE record_counts SET count = count + 40 WHERE section = 'Products' AND company_account_id = 'comp1' AND NOT is_inactive",
      [],
    );
    expect((await store.list('Products', plain('comp1'))).count).toBe(42);
    expect(
      (await store.list('Products', { ...plain('comp1'), search: { text: 'k', fields: ['productName'] } }))
        .count,
    ).toBe(2);
    expect(
      (
        await store.list('Products', {
          ...plain('comp1'),
          conditions: [{ field: 'productName', op: 'eq', value: 'k1' }],
        })
      ).count,
    ).toBe(1);
    // A company named as a party on another company's record sees more than its own: counted from the records.
    await store.insert({
      section: 'Products',
      id: 'k5',
      companyAccountID: 'comp2',
      parties: ['comp1'],
      isInactive: false,
      data: {},
    });
    expect((await store.list('Products', plain('comp1'))).count).toBe(3);
  });

  it('counts the records again when a database from before the kept counts opens', async () => {
    await client.query('TRUNCATE records', []);
    await store.insert({
      section: 'Products',
      id: 'old1',
      companyAccountID: 'comp1',
      parties: [],
      isInactive: false,
      data: {},
    });
    await client.query('DROP TRIGGER records_counts_insert ON records', []);
    await client.query(
      `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
       VALUES ('Products', 'old2', 'comp1', '{}', 1, false, 99, '{}'::jsonb)`,
      [],
    );
    const reopened = await createSqlStore(client);
    expect((await reopened.list('Products', plain('comp1'))).count).toBe(2);
    expect(await kept()).toEqual(await recounted());
  });
});

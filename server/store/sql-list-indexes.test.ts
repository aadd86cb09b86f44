import { afterAll, describe, expect, it } from 'vitest';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES } from '../../src/entities/registry';
import { pgliteClient } from './sql-client';
import { listIndexSpecs, listIndexStatements } from './sql-list-indexes';
import { listStatements } from './sql-record-query';
import { createSqlStore } from './sql-store';
import type { Store } from './store';

const client = pgliteClient();
afterAll(() => client.close());

async function plan(sql: string, params: unknown[], off: readonly string[]): Promise<string> {
  // Few rows: the planner would scan; what matters here is that the index can serve the statement.
  return client.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', ...off]) await tx.query(`SET LOCAL ${setting} = off`, []);
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('list indexes', () => {
  it(
    "index every section's default sort and search of the registry, and serve a page at any offset from the sort index alone",
    { timeout: 180_000 },
    async () => {
      const lists = listIndexSpecs(servedEntities(ENTITIES));
      const store = await createSqlStore(client, { lists });
      await store.insert({
        section: 'Products',
        id: 'p1',
        companyAccountID: 'comp1',
        parties: [],
        isInactive: false,
        data: { productName: 'Milk' },
      });
      await client.query(
        `INSERT INTO records (section, id, company_account_id, parties, row_version, is_inactive, seq, data)
       SELECT 'Products', 'bulk-' || g, 'comp1', '{}', 1, false, g + 10, jsonb_build_object('productName', 'Product ' || g, 'sortNumber', g)
       FROM generate_series(1, 5000) AS g`,
        [],
      );
      await client.query('VACUUM ANALYZE records', []);
      const names = (
        await client.query<{ indexname: string }>(
          "SELECT indexname FROM pg_indexes WHERE tablename = 'records'",
          [],
        )
      ).map((row) => row.indexname);
      expect(
        names.filter(
          (name) => /^records_sort_(asc|desc)_/.test(name) || name.startsWith('records_search_productname_'),
        ),
      ).toHaveLength(3);

      const folding =
        (
          await client.query<{ collname: string }>(
            "SELECT collname FROM pg_collation WHERE collname = 'und-x-icu'",
            [],
          )
        ).length > 0
          ? 'und-x-icu'
          : null;
      const deep = listStatements(
        'Products',
        {
          visibleTo: 'comp1',
          conditions: [],
          includeInactive: false,
          includeCount: false,
          sort: { field: 'sortNumber', direction: 'asc' },
          take: 75,
          skip: 4000,
        },
        folding,
        true,
      );
      expect(await plan(deep.rowsSql, deep.rowsParams, ['enable_sort'])).toMatch(
        /Index Only Scan using records_sort_asc_/,
      );
      // Keys written by the trigger, for the bulk load too: the page is the 4001st row on.
      expect(
        (await client.query<{ id: string }>(deep.rowsSql, deep.rowsParams)).map((row) => row.id).slice(0, 2),
      ).toEqual(['bulk-4000', 'bulk-4001']);
      const search = listStatements(
        'Products',
        {
          visibleTo: 'comp1',
          conditions: [],
          includeInactive: false,
          includeCount: false,
          search: { text: 'Product 4999', fields: ['productName'] },
        },
        folding,
        true,
      );
      // On a few thousand rows any index on the section looks cheaper; without them the choice is a scan or the search index.
      const others = await client.query<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'records' AND indexname NOT LIKE 'records_search_%' AND indexname <> 'records_pkey'",
        [],
      );
      for (const { indexname } of others) await client.query(`DROP INDEX ${indexname}`, []);
      expect(await plan(search.rowsSql, search.rowsParams, ['enable_indexscan'])).toMatch(
        /records_search_productname_/,
      );
      expect(
        (
          await store.list('Products', {
            visibleTo: 'comp1',
            conditions: [],
            includeInactive: false,
            includeCount: true,
            sort: { field: 'productName', direction: 'asc' },
            search: { text: 'MIL', fields: ['productName'] },
          })
        ).rows.map((row) => row.id),
      ).toEqual(['p1']);
    },
  );

  it(
    'keeps the sort keys with every write, and keys the records again when a section sorts by another field',
    { timeout: 60_000 },
    async () => {
      const byWeight = [
        { section: 'Products', sort: { field: 'weight', direction: 'desc' as const }, search: [] },
      ];
      const ordered = async (store: Store, sort: { field: string; direction: 'asc' | 'desc' }) =>
        (
          await store.list('Products', {
            visibleTo: 'comp1',
            conditions: [],
            includeInactive: false,
            includeCount: false,
            sort,
          })
        ).rows.map((row) => row.id);
      const bySortNumber = await createSqlStore(client, {
        lists: [{ section: 'Products', sort: { field: 'sortNumber', direction: 'asc' }, search: [] }],
      });
      await client.query("DELETE FROM records WHERE section = 'Products'", []);
      for (const [id, weight, sortNumber] of [
        ['w1', 5, 3],
        ['w2', 'heavy', 1],
        ['w3', null, 2],
      ] as const) {
        await bySortNumber.insert({
          section: 'Products',
          id,
          companyAccountID: 'comp1',
          parties: [],
          isInactive: false,
          data: { weight, sortNumber },
        });
      }
      const w3 = await bySortNumber.get('Products', 'w3');
      await bySortNumber.update(
        {
          section: 'Products',
          id: 'w3',
          companyAccountID: 'comp1',
          parties: [],
          isInactive: false,
          data: { weight: 7, sortNumber: 0 },
        },
        w3?.rowVersion ?? 1,
      );
      expect(await ordered(bySortNumber, { field: 'sortNumber', direction: 'asc' })).toEqual([
        'w3',
        'w2',
        'w1',
      ]);

      const store = await createSqlStore(client, { lists: byWeight });
      const names = (
        await client.query<{ indexname: string }>(
          "SELECT indexname FROM pg_indexes WHERE tablename = 'records' AND (indexname LIKE 'records_sort_%' OR indexname LIKE 'records_search_%')",
          [],
        )
      ).map((row) => row.indexname);
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^records_sort_desc_/);
      // compareRecords' order, descending: text after numbers, so first.
      expect(await ordered(store, { field: 'weight', direction: 'desc' })).toEqual(['w2', 'w3', 'w1']);
    },
  );

  it(
    "keys a database's records written before it kept sort keys, at its first start with them",
    { timeout: 60_000 },
    async () => {
      const older = pgliteClient();
      try {
        const before = await createSqlStore(older);
        for (const [id, sortNumber] of [
          ['a', 3],
          ['b', 1],
          ['c', 2],
        ] as const) {
          await before.insert({
            section: 'Products',
            id,
            companyAccountID: 'comp1',
            parties: [],
            isInactive: false,
            data: { sortNumber },
          });
        }
        const store = await createSqlStore(older, {
          lists: [{ section: 'Products', sort: { field: 'sortNumber', direction: 'asc' }, search: [] }],
        });
        const { rows } = await store.list('Products', {
          visibleTo: 'comp1',
          conditions: [],
          includeInactive: false,
          includeCount: false,
          sort: { field: 'sortNumber', direction: 'asc' },
        });
        expect(rows.map((row) => row.id)).toEqual(['b', 'c', 'a']);
      } finally {
        await older.close();
      }
    },
  );

  it('names each index after its definition, so two sections sorting one way share one index', () => {
    const statements = listIndexStatements(
      [
        { section: 'Customers', sort: { field: 'companyName', direction: 'asc' }, search: ['companyName'] },
        {
          section: 'Suppliers',
          sort: { field: 'supplierName', direction: 'asc' },
          search: ['companyName', 'id'],
        },
      ],
      null,
      true,
    );
    expect(statements.map((statement) => statement.name.replace(/_[0-9a-z]+$/, ''))).toEqual([
      'records_sort_asc',
      'records_search_companyname',
    ]);
    expect(statements[0]?.sql).toContain("WHERE section IN ('Customers', 'Suppliers')");
  });
});

import { describe, expect, it } from 'vitest';
import { applyImport, type ImportRow } from '../../server/flows/imports';
import type { ListQuery, RecordRow, Store } from '../../server/store/store';

// The bulk commit of an import (multi-row statements, the search indexes' entries kept in bulk)
// against single writes, on every store: the same rows imported by one company through the
// bulk path and by another through one insert per record must give the same records, the same
// search results and the same order (issue 21, item 4).

/** The store with its bulk insert replaced by one insert per record, in order. */
function oneByOne(store: Store): Store {
  return {
    ...store,
    async insertMany(writes) {
      const results = [];
      for (const write of writes) results.push(await store.insert(write));
      return results;
    },
  };
}

const NAMES = [
  'Milk full cream',
  'MILK skim',
  'Äpfel Grün',
  'Café Latte beans',
  'Crème brûlée mix',
  'İstanbul simit',
  'straße pretzel',
  '100% rye',
  'under_score flour',
  'Sourdough',
];

/** Rows of every kind a products file holds: mixed case, accents, wildcards, tags, empty fields. */
function rows(count: number): ImportRow[] {
  return Array.from({ length: count }, (_, index) => {
    const name = NAMES[index % NAMES.length] ?? 'Bread';
    const fields: Record<string, unknown> = {
      productName: `${name} ${index}`,
      sortNumber: ((index * 7919) % count) - count / 2 + (index % 3) / 4,
      isSold: index % 2 === 0,
    };
    if (index % 4 !== 0) fields.abbreviation = `AB${index}`;
    if (index % 5 === 0) fields.tags = index % 10 === 0 ? 'organic,local' : 'Organic';
    if (index % 6 === 0) fields.taxType = 'GST';
    return { row: index + 2, fields };
  });
}

const COUNT = 400;

function query(visibleTo: string, extra: Partial<ListQuery> = {}): ListQuery {
  return {
    visibleTo,
    conditions: [],
    includeInactive: true,
    includeCount: true,
    take: COUNT + 10,
    skip: 0,
    ...extra,
  };
}

/** A record as another company's copy of it would read: its row in the file for its id. */
function comparable(row: RecordRow, rowOf: ReadonlyMap<string, number>) {
  const { id: _id, companyAccountID: _company, ...data } = row.data;
  return {
    row: rowOf.get(row.id),
    rowVersion: row.rowVersion,
    isInactive: row.isInactive,
    parties: row.parties,
    data,
  };
}

export function describeBulkImportContract(name: string, open: () => Promise<Store>): void {
  describe(`${name}: bulk import against one write per record`, () => {
    it('stores the same records, finds the same ones for a search and lists them in the same order', async () => {
      const store = await open();
      try {
        const given = rows(COUNT);
        const now = new Date('2026-11-27T00:00:00Z');
        const bulk = await applyImport('products', given, {
          store,
          owner: 'bulk',
          importID: 'bulk-import-1',
          now,
        });
        const single = await applyImport('products', given, {
          store: oneByOne(store),
          owner: 'single',
          importID: 'single-import-1',
          now,
        });
        expect(bulk).toEqual({ ok: true, created: COUNT, existing: 0 });
        expect(single).toEqual(bulk);

        const rowOf = new Map<string, number>();
        const listed = async (owner: string, extra: Partial<ListQuery> = {}) => {
          const result = await store.list('Products', query(owner, extra));
          return { count: result.count, rows: result.rows.map((row) => comparable(row, rowOf)) };
        };
        for (const owner of ['bulk', 'single']) {
          const all = await store.list('Products', query(owner));
          // Each id is the import's record of one row: its productName ends in the row's index.
          for (const row of all.rows)
            rowOf.set(row.id, Number(String(row.data.productName).split(' ').at(-1)) + 2);
        }

        const bulkAll = await listed('bulk', { sort: { field: 'sortNumber', direction: 'asc' } });
        expect(bulkAll.count).toBe(COUNT);
        expect(bulkAll).toEqual(await listed('single', { sort: { field: 'sortNumber', direction: 'asc' } }));
        expect(await listed('bulk', { sort: { field: 'sortNumber', direction: 'desc' } })).toEqual(
          await listed('single', { sort: { field: 'sortNumber', direction: 'desc' } }),
        );
        expect(await listed('bulk', { sort: { field: 'productName', direction: 'asc' } })).toEqual(
          await listed('single', { sort: { field: 'productName', direction: 'asc' } }),
        );

        const counts: Record<string, number | null> = {};
        for (const text of [
          'milk',
          'MILK 1',
          'äpfel',
          'CRÈME',
          'İstanbul',
          'straße',
          '100%',
          'under_',
          'ab1',
          'organic',
          '3',
          'no such thing',
        ]) {
          const search = { text, fields: ['productName', 'abbreviation', 'tags'] };
          const found = await listed('bulk', { search, sort: { field: 'sortNumber', direction: 'asc' } });
          expect({ text, found }).toEqual({
            text,
            found: await listed('single', { search, sort: { field: 'sortNumber', direction: 'asc' } }),
          });
          counts[text] = found.count;
        }
        // The searches find what they should, not only the same on both paths.
        expect(counts).toMatchObject({
          milk: (COUNT / NAMES.length) * 2,
          äpfel: COUNT / NAMES.length,
          '100%': COUNT / NAMES.length,
          organic: COUNT / 5,
          'no such thing': 0,
        });
      } finally {
        await store.close();
      }
    }, 120_000);

    it('gives records written in bulk the same order as records written one by one, for values of every kind', async () => {
      const store = await open();
      try {
        // `f` is the field the suites' list indexes keep sort keys for (sql-store-suites TEST_LISTS).
        const values: unknown[] = [
          3,
          -1.5,
          0,
          1e9,
          'pear',
          'Apple',
          '',
          'apple',
          true,
          false,
          null,
          undefined,
          { a: 1 },
          [2, 1],
          'Zebra',
          2,
          2.5,
          'é',
          '10',
          'straße',
        ];
        const writes = (owner: string) =>
          values.map((value, index) => ({
            section: 'Products',
            id: `${owner}-${String(index).padStart(2, '0')}`,
            companyAccountID: owner,
            parties: [],
            isInactive: false,
            data: value === undefined ? { n: index } : { n: index, f: value },
          }));
        await store.insertMany(writes('bulk'));
        for (const write of writes('single')) await store.insert(write);
        for (const direction of ['asc', 'desc'] as const) {
          for (const [skip, take] of [
            [0, 50],
            [5, 7],
          ] as const) {
            const order = async (owner: string) =>
              (
                await store.list('Products', query(owner, { sort: { field: 'f', direction }, skip, take }))
              ).rows.map((row) => row.data.n);
            expect({ direction, skip, order: await order('bulk') }).toEqual({
              direction,
              skip,
              order: await order('single'),
            });
          }
        }
      } finally {
        await store.close();
      }
    }, 60_000);
  });
}

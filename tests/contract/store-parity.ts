import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterCondition } from '../../src/domain/query-conditions';
import { createMemoryStore } from '../../server/store/memory-store';
import type { ListQuery, Store } from '../../server/store/store';

/** How a parity run reaches the store under test: open it once, and empty it before each case. */
export type ParitySetup = { open: () => Promise<Store>; empty: () => Promise<void> };

// The memory store is the reference: a store that lists differently for the same records and
// query is wrong, whatever the query. Random cases find what hand-written ones miss.
export function describeMemoryParity(name: string, setup: ParitySetup): void {
  describe(`${name} store against the memory store`, () => {
    let sql: Store;
    beforeAll(async () => {
      sql = await setup.open();
    });

    const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
    const base: ListQuery = { visibleTo: 'compA', conditions: [], includeInactive: true, includeCount: true };

    async function bothWith(records: readonly Record<string, unknown>[]): Promise<Store> {
      await setup.empty();
      const memory = createMemoryStore();
      for (const [index, data] of records.entries()) {
        const write = {
          section: 'Products',
          id: `r${index}`,
          companyAccountID: 'compA',
          parties: [],
          isInactive: index % 4 === 3,
          data,
        };
        await memory.insert(write);
        await sql.insert(write);
      }
      return memory;
    }

    async function expectSame(memory: Store, query: ListQuery): Promise<void> {
      const expected = await memory.list('Products', query);
      const actual = await sql.list('Products', query);
      expect({ ids: ids(actual.rows), count: actual.count }).toEqual({
        ids: ids(expected.rows),
        count: expected.count,
      });
    }

    it('folds case beyond ASCII and escapes the LIKE escape character', async () => {
      const memory = await bothWith([
        { name: 'CRÈME fraîche' },
        { name: 'ΟΔΟΣ' },
        { name: 'a\\b' },
        { name: 'ab' },
      ]);
      const cases: ListQuery[] = [
        { ...base, conditions: [{ field: 'name', op: 'contains', value: 'crème' }] },
        { ...base, search: { text: 'οδος', fields: ['name'] } },
        { ...base, search: { text: 'a\\b', fields: ['name'] } },
        { ...base, conditions: [{ field: 'name', op: 'contains', value: '\\' }] },
      ];
      for (const query of cases) await expectSame(memory, query);
      expect(ids((await sql.list('Products', cases[0] ?? base)).rows)).toEqual(['r0']);
      expect(ids((await sql.list('Products', cases[2] ?? base)).rows)).toEqual(['r2']);
    });

    it('reads id, rowVersion and isInactive from the row, not from data', async () => {
      const memory = await bothWith([{ id: 'fake', rowVersion: 9, isInactive: 'x' }, {}, {}, {}]);
      await sql.update(
        {
          section: 'Products',
          id: 'r1',
          companyAccountID: 'compA',
          parties: [],
          isInactive: false,
          data: {},
        },
        1,
      );
      await memory.update(
        {
          section: 'Products',
          id: 'r1',
          companyAccountID: 'compA',
          parties: [],
          isInactive: false,
          data: {},
        },
        1,
      );
      for (const conditions of [
        [{ field: 'id', op: 'eq', value: 'r0' }],
        [{ field: 'rowVersion', op: 'gte', value: 2 }],
        [{ field: 'isInactive', op: 'eq', value: true }],
      ] satisfies FilterCondition[][]) {
        await expectSame(memory, { ...base, conditions });
      }
      await expectSame(memory, { ...base, sort: { field: 'rowVersion', direction: 'desc' } });
      await expectSame(memory, { ...base, search: { text: '2', fields: ['rowVersion'] } });
      const byVersion = await sql.list('Products', {
        ...base,
        conditions: [{ field: 'rowVersion', op: 'eq', value: 2 }],
      });
      expect(ids(byVersion.rows)).toEqual(['r1']);
    });

    it('counts a search with its page, after a keyset position, past the last page and with no row taken', async () => {
      const memory = await bothWith(
        ['milk', 'Milk 2', 'oat milk', 'bread', 'MILKY', 'soy milk', 'cheese'].map((name, index) => ({
          name,
          rank: index % 3,
        })),
      );
      const search = { text: 'milk', fields: ['name'] };
      const sort = { field: 'rank', direction: 'desc' } as const;
      const firstPage = await sql.list('Products', { ...base, search, sort, take: 2 });
      const last = firstPage.rows.at(-1);
      expect(firstPage.count).toBe(5);
      for (const query of [
        { ...base, search, sort, take: 2 },
        { ...base, search, sort, take: 2, after: { value: last?.data['rank'], id: last?.id ?? '' } },
        { ...base, search, take: 2, after: { value: undefined, id: 'r1' } },
        { ...base, search, sort, take: 2, skip: 10 },
        { ...base, search, sort, take: 0 },
        { ...base, search: { text: 'nothing like it', fields: ['name'] }, take: 2 },
      ] satisfies ListQuery[]) {
        await expectSame(memory, query);
      }
    });

    // Random records and queries: the SQL store must answer exactly as the memory store does.
    const value = fc.oneof(
      fc.constantFrom(null, '', 'a', 'A', 'b', 'ab', 'Ab_', '50%', 'x\\y', 'é', 'É', '10', 'true', ' ', 'z'),
      fc.integer({ min: -20, max: 20 }),
      fc.constantFrom(1.5, -0.25, 10),
      fc.boolean(),
    );
    const field = fc.constantFrom('f', 'g', 'missing', 'id', 'rowVersion', 'isInactive');
    const record = fc.record({ f: value, g: value }, { requiredKeys: [] });
    const condition: fc.Arbitrary<FilterCondition> = fc.record({
      field,
      op: fc.constantFrom('eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains', 'isEmpty', 'isNotEmpty'),
      value: fc.oneof(value, fc.constantFrom('r1', 1)),
    });
    const query: fc.Arbitrary<ListQuery> = fc.record(
      {
        visibleTo: fc.constant('compA'),
        conditions: fc.array(condition, { maxLength: 2 }),
        search: fc.record({
          text: fc.constantFrom('', 'a', ' A ', '_', '%', '\\', '1', 'é', 'TRUE', 'r1'),
          fields: fc.subarray(['f', 'g', 'id', 'isInactive']),
        }),
        includeInactive: fc.boolean(),
        sort: fc.record({ field, direction: fc.constantFrom('asc', 'desc') }),
        take: fc.integer({ min: 0, max: 5 }),
        skip: fc.integer({ min: 0, max: 3 }),
        includeCount: fc.boolean(),
      },
      { requiredKeys: ['visibleTo', 'conditions', 'includeInactive', 'includeCount'] },
    );

    it('filters, searches, sorts and pages exactly like the memory store', async () => {
      // fc.assert rejects with the smallest failing case.
      await expect(
        fc.assert(
          fc.asyncProperty(
            fc.array(record, { maxLength: 8 }),
            fc.array(query, { minLength: 1, maxLength: 4 }),
            async (records, queries) => {
              const memory = await bothWith(records);
              for (const each of queries) await expectSame(memory, each);
            },
          ),
          { numRuns: 60 },
        ),
      ).resolves.toBeUndefined();
    }, 60_000);
  });
}

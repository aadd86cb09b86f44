import { describe, expect, it } from 'vitest';
import type { ListQuery, Store } from '../../server/store/store';
import { SORT_TEXT_LENGTH } from '../../src/domain/record-sort';
import { contractApp, contractCaller } from './contract-app';

const PRODUCTS = '/api/v1/Products';

// Text no compression shrinks: an index row of it is as long as the text.
function longText(seed: number, length: number): string {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(0x4e00 + (state % 20000));
  }
  return text;
}

/**
 * Odd input is a 4xx with a message on every store, never a 500 (issue 21, item 11): a NUL
 * written as an escape inside a `query` value (which only a SQL store failed on), and text
 * longer than a list index row may hold in a field a list is sorted by (the SQL store keeps
 * its first SORT_TEXT_LENGTH characters as the sort key, as every store and the mirror sort).
 */
export function describeOddInputContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`odd input answered with a 4xx on ${name}`, () => {
    const kit = contractApp(makeStore, { callers: { a: contractCaller('compA') } });

    it('refuses a NUL inside a query value, also written as an escape, with a 400 that says so', async () => {
      for (const query of [
        'productName == "a\\u0000b"',
        'productName contains "\\u0000"',
        'productName == "x" ANDALSO abbreviation != "\\u0000"',
      ]) {
        const answer = await kit.call('a', 'GET', `${PRODUCTS}/getAll?query=${encodeURIComponent(query)}`);
        expect([query, answer.status]).toEqual([query, 400]);
        expect(answer.body.message).toMatch(/query parameter .*cannot be stored/);
      }
      const counted = await kit.call(
        'a',
        'GET',
        `${PRODUCTS}/get/count?query=${encodeURIComponent('productName == "\\u0000"')}`,
      );
      expect(counted.status).toBe(400);
      // A forged page cursor carrying one, in its value or its id, is not one getAll gave.
      for (const forged of [
        ['a\u0000', 'p1'],
        ['a', 'p\u0000'],
      ]) {
        const cursor = Buffer.from(JSON.stringify(forged), 'utf8').toString('base64url');
        const paged = await kit.call('a', 'GET', `${PRODUCTS}/getAll?sortBy=productName&takeAfter=${cursor}`);
        expect([paged.status, paged.body.message]).toEqual([
          400,
          'takeAfter must be the nextCursor of an earlier getAll page',
        ]);
      }
      // The same query without the NUL is answered.
      expect(
        (await kit.call('a', 'GET', `${PRODUCTS}/getAll?query=${encodeURIComponent('productName == "ab"')}`))
          .status,
      ).toBe(200);
    });

    it('keeps and lists records whose sorted field is longer than an index row, sorted by its first characters and then id', async () => {
      const store = kit.store;
      const shared = longText(1, SORT_TEXT_LENGTH);
      const values: [string, string][] = [
        ['p3', `${shared}${longText(2, 4000)}`],
        ['p1', `${shared}${longText(3, 4000)}`],
        ['p2', longText(4, 6000)],
        ['p4', 'short'],
      ];
      for (const [id, f] of values) {
        // `f` is the field the suites' SQL stores keep sort keys (and list indexes) for.
        const result = await store.insert({
          section: 'Products',
          id,
          companyAccountID: 'compA',
          parties: [],
          isInactive: false,
          data: { id, f, productName: f },
        });
        expect(result.ok).toBe(true);
      }
      const updated = await store.update(
        {
          section: 'Products',
          id: 'p4',
          companyAccountID: 'compA',
          parties: [],
          isInactive: false,
          data: { id: 'p4', f: longText(5, 5000) },
        },
        1,
      );
      expect(updated.ok).toBe(true);
      const list = (query: Partial<ListQuery>) =>
        store.list('Products', {
          visibleTo: 'compA',
          conditions: [],
          includeInactive: false,
          includeCount: false,
          ...query,
        });
      // compareRecords' order: the first SORT_TEXT_LENGTH characters (by code unit), reversed when
      // descending, then the id ascending.
      const key = (text: string) => [...text].slice(0, SORT_TEXT_LENGTH).join('');
      const stored = new Map<string, string>([...values.slice(0, 3), ['p4', longText(5, 5000)]]);
      const expected = (direction: 'asc' | 'desc') =>
        [...stored.keys()].sort((a, b) => {
          const [x, y] = [key(stored.get(a) ?? ''), key(stored.get(b) ?? '')];
          const byText = x < y ? -1 : x > y ? 1 : 0;
          return (direction === 'asc' ? byText : -byText) || (a < b ? -1 : 1);
        });
      const ascending = (await list({ sort: { field: 'f', direction: 'asc' } })).rows.map((row) => row.id);
      expect(ascending).toEqual(expected('asc'));
      // p1 and p3 agree on their first characters: they tie, and stay by id.
      expect(ascending.indexOf('p1') + 1).toBe(ascending.indexOf('p3'));
      expect((await list({ sort: { field: 'f', direction: 'desc' } })).rows.map((row) => row.id)).toEqual(
        expected('desc'),
      );
      // Paging after a long value starts at the next row.
      const first = (await list({ sort: { field: 'f', direction: 'asc' }, take: 2 })).rows;
      const last = first.at(-1);
      if (last === undefined) throw new Error('no first page');
      const next = await list({
        sort: { field: 'f', direction: 'asc' },
        after: { value: last.data.f, id: last.id },
      });
      expect(next.rows.map((row) => row.id)).toEqual(expected('asc').slice(2));
      // And through the REST calls, by a field a client sorts by.
      const named = await kit.call('a', 'GET', `${PRODUCTS}/getAll?sortBy=productName&takeAmount=2`);
      expect(named.status).toBe(200);
      const following = await kit.call(
        'a',
        'GET',
        `${PRODUCTS}/getAll?sortBy=productName&takeAfter=${String(named.body.nextCursor)}`,
      );
      expect(following.status).toBe(200);
    });
  });
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseFilterBy,
  readListQuery,
  sameListQuery,
  writeListQuery,
  type ListQueryValues,
} from './list-query';

describe('list query values', () => {
  it('reads searchString, filterBy (comma-separated), page and proxyID', () => {
    expect(
      readListQuery(new URLSearchParams('searchString=flour&filterBy=Sold,Perishable&page=3&proxyID=c2')),
    ).toEqual({
      searchString: 'flour',
      filterBy: ['Sold', 'Perishable'],
      page: 3,
      proxyID: 'c2',
    });
  });

  it('reads defaults when values are missing or unusable', () => {
    expect(readListQuery(new URLSearchParams('page=abc&proxyID='))).toEqual({
      searchString: '',
      filterBy: [],
      page: 1,
      proxyID: null,
    });
    expect(readListQuery(new URLSearchParams('page=0')).page).toBe(1);
    expect(readListQuery(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('splits filter names, trimming blanks and repeats', () => {
    expect(parseFilterBy(' Sold, ,Perishable,Sold')).toEqual(['Sold', 'Perishable']);
    expect(parseFilterBy(null)).toEqual([]);
  });

  it('writes the values, keeps other keys and leaves out defaults', () => {
    const written = writeListQuery(new URLSearchParams('tab=2&page=4'), {
      searchString: 'flour',
      filterBy: ['Sold', 'Perishable'],
      page: 1,
      proxyID: null,
    });
    expect(written.toString()).toBe('tab=2&searchString=flour&filterBy=Sold%2CPerishable');
  });

  it('compares values ignoring filter order', () => {
    const a: ListQueryValues = { searchString: '', filterBy: ['A', 'B'], page: 1, proxyID: null };
    expect(sameListQuery(a, { ...a, filterBy: ['B', 'A'] })).toBe(true);
    expect(sameListQuery(a, { ...a, page: 2 })).toBe(false);
  });

  it('what is written reads back the same', () => {
    const name = fc.string({ minLength: 1 }).filter((s) => !s.includes(',') && s.trim() === s && s !== '');
    const values = fc.record({
      searchString: fc.string(),
      filterBy: fc.uniqueArray(name, { maxLength: 5 }),
      page: fc.integer({ min: 1, max: 10_000 }),
      proxyID: fc.option(fc.string({ minLength: 1 }), { nil: null }),
    });
    fc.assert(
      fc.property(values, (query) => {
        expect(readListQuery(writeListQuery(new URLSearchParams(), query))).toEqual(query);
      }),
    );
  });
});

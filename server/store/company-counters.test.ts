import { describe, expect, it } from 'vitest';
import { poolSizeFrom, poolSizes } from './sql-client';
import { countersOf } from './sql-store';

describe("a write's company counters", () => {
  it('are of every company that sees the record, former parties too, once each and in name order', () => {
    const writes = [
      { companyAccountID: 'b', parties: ['~a', 'c'], section: 'Products' },
      { companyAccountID: 'c', parties: ['b'], section: 'Account/Companies' },
    ];
    expect(countersOf(writes, new Set())).toEqual(['a', 'b', 'c']);
    expect(countersOf(writes, new Set(['Account/Companies']))).toEqual(['*Account/Companies', 'a', 'b', 'c']);
  });
});

describe("a process's connections", () => {
  it('give a third to bounded reads and the rest to writes, and all to writes without a read bound', () => {
    expect(poolSizes(10, true)).toEqual({ writes: 7, reads: 3 });
    expect(poolSizes(2, true)).toEqual({ writes: 1, reads: 1 });
    expect(poolSizes(10, false)).toEqual({ writes: 10, reads: 0 });
  });

  it('are read from DATABASE_POOL_SIZE', () => {
    expect(poolSizeFrom(undefined)).toBe(10);
    expect(poolSizeFrom('6')).toBe(6);
    expect(() => poolSizeFrom('1')).toThrow('DATABASE_POOL_SIZE must be a whole number of at least 2, not 1');
  });
});

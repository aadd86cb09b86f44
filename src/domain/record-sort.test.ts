import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareRecords, SORT_TEXT_LENGTH, sortText } from './record-sort';

describe('compareRecords', () => {
  const rows = [
    { id: 'r1', name: 'b', rank: 10 },
    { id: 'r2', name: 'a', rank: 9 },
    { id: 'r3', name: 'B', rank: 10 },
    { id: 'r4', name: null },
    { id: 'r5' },
  ];
  const order = (field: string, direction: 'asc' | 'desc') =>
    [...rows].sort((a, b) => compareRecords(a, b, { field, direction })).map((row) => row.id);

  it('puts empty values first, then orders numbers numerically and ties by id', () => {
    expect(order('rank', 'asc')).toEqual(['r4', 'r5', 'r2', 'r1', 'r3']);
  });

  it('sorts texts by their first SORT_TEXT_LENGTH characters, then by id', () => {
    const shared = 'x'.repeat(SORT_TEXT_LENGTH);
    const long = [
      { id: 'l2', name: `${shared}a` },
      { id: 'l1', name: `${shared}b` },
      { id: 'l0', name: `${'x'.repeat(SORT_TEXT_LENGTH - 1)}w` },
    ];
    expect(
      [...long]
        .sort((a, b) => compareRecords(a, b, { field: 'name', direction: 'asc' }))
        .map((row) => row.id),
    ).toEqual(['l0', 'l1', 'l2']);
    // Counted in characters, as PostgreSQL's left() counts them: an emoji is one.
    expect(Array.from(sortText('😀'.repeat(SORT_TEXT_LENGTH + 3)))).toHaveLength(SORT_TEXT_LENGTH);
    expect(sortText('Milk')).toBe('Milk');
  });

  it('reverses the field order but still breaks ties by id', () => {
    expect(order('rank', 'desc')).toEqual(['r1', 'r3', 'r2', 'r4', 'r5']);
  });

  it('compares strings by code unit, capitals first', () => {
    expect(order('name', 'asc')).toEqual(['r4', 'r5', 'r3', 'r2', 'r1']);
  });

  it('orders by id alone without a sort', () => {
    expect(
      [...rows]
        .reverse()
        .sort((a, b) => compareRecords(a, b))
        .map((row) => row.id),
    ).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('is a total order: antisymmetric and never 0 for different ids', () => {
    const record = fc.record({
      id: fc.uuid(),
      value: fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null)),
    });
    fc.assert(
      fc.property(record, record, fc.constantFrom('asc' as const, 'desc' as const), (a, b, direction) => {
        const ab = compareRecords(a, b, { field: 'value', direction });
        const ba = compareRecords(b, a, { field: 'value', direction });
        expect(Math.sign(ab)).toBe(-Math.sign(ba));
        expect(ab === 0 && a.id !== b.id).toBe(false);
      }),
    );
  });
});

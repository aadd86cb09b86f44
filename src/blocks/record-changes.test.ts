import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneSnapshot, isItemChanged, sameFormValue } from './record-changes';

describe('record changes', () => {
  it('sees a changed nested value', () => {
    expect(isItemChanged({ lines: [{ qty: 2 }] }, { lines: [{ qty: 1 }] })).toBe(true);
    expect(isItemChanged({ lines: [{ qty: 1 }] }, { lines: [{ qty: 1 }] })).toBe(false);
  });

  it('ignores client-only fields: underscored names and the ones given', () => {
    expect(isItemChanged({ name: 'A', _sync: 'pending' }, { name: 'A', _sync: 'synced' })).toBe(false);
    expect(isItemChanged({ name: 'A', isSelected: true }, { name: 'A' }, ['isSelected'])).toBe(false);
    expect(isItemChanged({ name: 'A', isSelected: true }, { name: 'A' })).toBe(true);
  });

  it('treats a missing key like an undefined or null one, as the server does', () => {
    expect(sameFormValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameFormValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(isItemChanged({ name: 'A', note: null }, { name: 'A' })).toBe(false);
  });

  it('compares dates by time and arrays by order', () => {
    expect(sameFormValue(new Date(5), new Date(5))).toBe(true);
    expect(sameFormValue([1, 2], [2, 1])).toBe(false);
    expect(sameFormValue([1], { 0: 1 })).toBe(false);
  });

  it('a snapshot copy equals its source and does not share its objects', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = cloneSnapshot(value);
        expect(isItemChanged(copy, value)).toBe(false);
      }),
    );
    const item = { lines: [{ qty: 1 }] };
    const snapshot = cloneSnapshot(item);
    item.lines[0]!.qty = 2;
    expect(isItemChanged(item, snapshot)).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisedValue, sameValue } from './same-value';

describe('sameValue', () => {
  it('compares JSON values structurally: key order does not matter, array order does', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: 2 }, { c: 2, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });

  it('treats a missing field, undefined and null alike, at any depth', () => {
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue({ a: { b: undefined } }, { a: { b: null } })).toBe(true);
    expect(sameValue([undefined], [null])).toBe(true);
    expect(sameValue([null], [])).toBe(false);
  });

  it('keeps blank apart from empty text, zero and false', () => {
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue(undefined, 0)).toBe(false);
    expect(sameValue({ a: null }, { a: false })).toBe(false);
  });

  it('keeps a number apart from its text', () => {
    expect(sameValue(5, '5')).toBe(false);
    expect(sameValue({ qty: 1 }, { qty: '1' })).toBe(false);
  });

  it('compares dates as the ISO text JSON carries', () => {
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue(new Date(5), new Date(6))).toBe(false);
    expect(sameValue(new Date(0), '1970-01-01T00:00:00.000Z')).toBe(true);
  });

  it('leaves out the keys it is told to ignore', () => {
    const ignoreKey = (key: string) => key.startsWith('_');
    expect(sameValue({ a: 1, _sync: 'pending' }, { a: 1 }, { ignoreKey })).toBe(true);
    expect(sameValue({ a: 1, _sync: 'pending' }, { a: 1 })).toBe(false);
  });

  it('is the equality of the values after a JSON round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(sameValue(value, JSON.parse(JSON.stringify(value ?? null)))).toBe(true);
        expect(normalisedValue(normalisedValue(value))).toEqual(normalisedValue(value));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { flagOf, numberOf, textOf, trimmedOf } from './unknown-values';

describe('textOf', () => {
  it('answers a non-empty string, and null for an empty string or any other value', () => {
    expect(textOf('milk')).toBe('milk');
    expect(textOf(' ')).toBe(' ');
    expect(textOf('')).toBeNull();
    for (const value of [undefined, null, 0, 1, true, {}, ['a']]) expect(textOf(value)).toBeNull();
  });
});

describe('trimmedOf', () => {
  it('answers the trimmed string, and null for one of spaces only or any other value', () => {
    expect(trimmedOf('  milk ')).toBe('milk');
    expect(trimmedOf('milk')).toBe('milk');
    for (const value of ['', '   ', undefined, null, 3, {}]) expect(trimmedOf(value)).toBeNull();
  });
});

describe('numberOf', () => {
  it('answers a finite number, and null for text, NaN, infinities or any other value', () => {
    expect(numberOf(0)).toBe(0);
    expect(numberOf(-2.5)).toBe(-2.5);
    for (const value of ['2', Number.NaN, Infinity, -Infinity, null, undefined, true, {}])
      expect(numberOf(value)).toBeNull();
  });
});

describe('flagOf', () => {
  it('answers a boolean, and null for any other value', () => {
    expect(flagOf(true)).toBe(true);
    expect(flagOf(false)).toBe(false);
    for (const value of ['true', 1, 0, null, undefined, {}]) expect(flagOf(value)).toBeNull();
  });
});

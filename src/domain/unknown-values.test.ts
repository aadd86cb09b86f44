import { describe, expect, it } from 'vitest';
import {
  displayOf,
  flagOf,
  hasDate,
  nonBlankOf,
  numberOf,
  numberOrZero,
  numericOf,
  plainTextOf,
  textOf,
  textOrEmpty,
  trimmedOf,
} from './unknown-values';

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

describe('textOrEmpty', () => {
  it('answers a string as it is, and an empty string for any other value', () => {
    expect(textOrEmpty(' milk')).toBe(' milk');
    expect(textOrEmpty('')).toBe('');
    for (const value of [undefined, null, 3, true, {}]) expect(textOrEmpty(value)).toBe('');
  });
});

describe('nonBlankOf', () => {
  it('answers a string with something beside spaces untrimmed, and null otherwise', () => {
    expect(nonBlankOf(' milk ')).toBe(' milk ');
    for (const value of ['', '   ', undefined, null, 3]) expect(nonBlankOf(value)).toBeNull();
  });
});

describe('displayOf', () => {
  it('answers a finite number as written and a string trimmed, and null for blank text or anything else', () => {
    expect(displayOf('12 Smith St')).toBe('12 Smith St');
    expect(displayOf(' PO-7 ')).toBe('PO-7');
    expect(displayOf(12)).toBe('12');
    expect(displayOf(0)).toBe('0');
    for (const value of [undefined, null, true, {}, '', '   ', Number.NaN, Infinity])
      expect(displayOf(value)).toBeNull();
  });
});

describe('plainTextOf', () => {
  it('answers a string as it is, a finite number as written and a flag as Yes or No; else nothing', () => {
    expect(plainTextOf(' milk ')).toBe(' milk ');
    expect(plainTextOf(2.5)).toBe('2.5');
    expect(plainTextOf(true)).toBe('Yes');
    expect(plainTextOf(false)).toBe('No');
    for (const value of [undefined, null, Number.NaN, {}, ['a']]) expect(plainTextOf(value)).toBe('');
  });
});

describe('numericOf', () => {
  it('answers a finite number or text that reads as one, and null for anything else', () => {
    expect(numericOf(3)).toBe(3);
    expect(numericOf('12.5')).toBe(12.5);
    expect(numericOf(' 7 ')).toBe(7);
    for (const value of ['', '  ', '12kg', Number.NaN, 'Infinity', null, true])
      expect(numericOf(value)).toBeNull();
  });
});

describe('hasDate', () => {
  it('is true for a date, and false for blank text, the server\u2019s empty date or no string', () => {
    expect(hasDate('2026-03-03T01:00:00Z')).toBe(true);
    for (const value of [
      '',
      '  ',
      '0001-01-01T00:00:00Z',
      '0001-01-01T00:00:00',
      ' 0001-01-01',
      null,
      undefined,
      0,
    ])
      expect(hasDate(value)).toBe(false);
  });
});

describe('numberOrZero', () => {
  it('answers a finite number, and 0 for anything else', () => {
    expect(numberOrZero(2.5)).toBe(2.5);
    for (const value of ['2', Number.NaN, undefined, null]) expect(numberOrZero(value)).toBe(0);
  });
});

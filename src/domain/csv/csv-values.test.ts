import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { needsCsvQuotes, neutraliseFormula, parseCsvBoolean, parseCsvNumber } from './csv-values';

/** OWASP CSV-injection triggers, spelled out here so the tests do not trust the implementation's list. */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
/** What a spreadsheet reads as a plain number, never a formula. */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

describe('parseCsvNumber', () => {
  it('reads plain, signed, decimal and exponent numbers after trimming', () => {
    expect(parseCsvNumber('42', 0)).toBe(42);
    expect(parseCsvNumber('  7.5 ', null)).toBe(7.5);
    expect(parseCsvNumber('-3', 0)).toBe(-3);
    expect(parseCsvNumber('+3', 0)).toBe(3);
    expect(parseCsvNumber('.25', 0)).toBe(0.25);
    expect(parseCsvNumber('1.', 0)).toBe(1);
    expect(parseCsvNumber('1e3', 0)).toBe(1000);
  });

  it('accepts well-formed thousands separators', () => {
    expect(parseCsvNumber('1,234.5', 0)).toBe(1234.5);
    expect(parseCsvNumber('-12,345,678', null)).toBe(-12345678);
  });

  it('rejects malformed groups and decimal commas instead of guessing', () => {
    expect(parseCsvNumber('1,5', null)).toBeNull();
    expect(parseCsvNumber('1,23', 0)).toBe(0);
    expect(parseCsvNumber('1234,567', null)).toBeNull();
    expect(parseCsvNumber(',123', null)).toBeNull();
  });

  it('gives the fallback for blank, missing or unparseable text', () => {
    for (const text of ['', '   ', 'abc', '12kg', '$3', '1.2.3', 'NaN', 'Infinity', '1e999', '-', '.']) {
      expect(parseCsvNumber(text, 0)).toBe(0);
      expect(parseCsvNumber(text, null)).toBeNull();
    }
    expect(parseCsvNumber(undefined, 0)).toBe(0);
    expect(parseCsvNumber(null, null)).toBeNull();
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseCsvNumber('-0', 0), 0)).toBe(true);
  });

  it('reads back any finite number written as text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseCsvNumber(String(value), null)).toBe(Object.is(value, -0) ? 0 : value);
      }),
    );
  });

  it('reads back integers written with en-AU grouping', () => {
    const grouping = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(parseCsvNumber(grouping.format(value), null)).toBe(Object.is(value, -0) ? 0 : value);
      }),
    );
  });
});

describe('parseCsvBoolean', () => {
  it('is true only for true, True, Yes and yes', () => {
    for (const text of ['true', 'True', 'Yes', 'yes', ' yes ']) expect(parseCsvBoolean(text)).toBe(true);
  });

  it('is false for everything else, including other spellings', () => {
    for (const text of ['false', 'False', 'No', 'TRUE', 'YES', 'y', '1', 'on', '', 'truey']) {
      expect(parseCsvBoolean(text)).toBe(false);
    }
    expect(parseCsvBoolean(undefined)).toBe(false);
    expect(parseCsvBoolean(null)).toBe(false);
  });
});

describe('neutraliseFormula', () => {
  it('prefixes a single quote to text starting with a formula trigger', () => {
    expect(neutraliseFormula('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(neutraliseFormula('+61 2 9000 0000')).toBe("'+61 2 9000 0000");
    expect(neutraliseFormula('-1+2')).toBe("'-1+2");
    expect(neutraliseFormula('@cmd')).toBe("'@cmd");
    expect(neutraliseFormula('\t=1')).toBe("'\t=1");
    expect(neutraliseFormula('\r=1')).toBe("'\r=1");
    expect(neutraliseFormula('-')).toBe("'-");
  });

  it('leaves numbers, booleans, null and numeric text alone', () => {
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula(-0.25)).toBe(-0.25);
    expect(neutraliseFormula(true)).toBe(true);
    expect(neutraliseFormula(null)).toBeNull();
    expect(neutraliseFormula('-5')).toBe('-5');
    expect(neutraliseFormula('+1.5e3')).toBe('+1.5e3');
  });

  it('leaves text without a leading trigger alone', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula(' Smith')).toBe(' Smith');
    expect(neutraliseFormula(' -5')).toBe(' -5');
    expect(neutraliseFormula('')).toBe('');
  });

  it('neutralises formulas disguised behind skipped characters and full-width signs', () => {
    // space, no-break space, zero-width space, byte-order mark, ideographic space, then a trigger
    for (const lead of [' ', '\u00A0', '\u200B', '\uFEFF', '\u3000', '  \u200B']) {
      expect(neutraliseFormula(`${lead}=1+1`)).toBe(`'${lead}=1+1`);
    }
    expect(neutraliseFormula('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(neutraliseFormula('\uFF20SUM(A1)')).toBe("'\uFF20SUM(A1)");
    expect(neutraliseFormula('\n=1+1')).toBe("'\n=1+1");
    expect(neutraliseFormula('\nnote')).toBe("'\nnote");
  });

  it('never yields text starting with a trigger unless it is plain numeric text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...FORMULA_TRIGGERS).chain((t) => fc.string().map((s) => t + s)),
        ),
        (text) => {
          const result = neutraliseFormula(text);
          expect(typeof result).toBe('string');
          const out = String(result);
          const isNumericText = out === text && NUMBER_TEXT.test(out);
          expect(!FORMULA_TRIGGERS.includes(out.charAt(0)) || isNumericText).toBe(true);
          expect([text, `'${text}`]).toContain(out);
        },
      ),
    );
  });
});

describe('needsCsvQuotes', () => {
  it('quotes semicolons, neutralised cells and cells starting with skipped or full-width characters', () => {
    for (const cell of ['a;=1+1', "'=1", '\u00A0x', '\u200Bx', '\uFEFFx', '\uFF1D1', ' x'])
      expect(needsCsvQuotes(cell)).toBe(true);
    for (const cell of ['Milk', 'a=b', '', 5, null, true]) expect(needsCsvQuotes(cell)).toBe(false);
  });
});

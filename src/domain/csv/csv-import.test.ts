import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { headerKey, importCsv, nameKey } from './csv-import';

const spec = {
  columns: ['name', 'note'] as const,
  nameColumn: 'name' as const,
  toRow: (cell: (column: 'name' | 'note') => string) => ({ name: cell('name'), note: cell('note') }),
};

describe('headerKey and nameKey', () => {
  it('match headers ignoring case, spaces, underscores and hyphens', () => {
    expect(headerKey('Product Name')).toBe(headerKey('productName'));
    expect(headerKey(' product_name ')).toBe(headerKey('PRODUCT-NAME'));
    expect(headerKey('productName')).not.toBe(headerKey('productNames'));
  });

  it('compare names trimmed and case-insensitively', () => {
    expect(nameKey('  Flour ')).toBe(nameKey('FLOUR'));
    expect(nameKey('Flour')).not.toBe(nameKey('Flours'));
  });
});

describe('importCsv', () => {
  it('treats the first record as the header, not as a row', () => {
    const report = importCsv('name,note\nA,x', spec);
    expect(report.rows).toEqual([{ name: 'A', note: 'x' }]);
  });

  it('matches columns by header name whatever their order', () => {
    const report = importCsv('NOTE,Name\nx,A', spec);
    expect(report.rows).toEqual([{ name: 'A', note: 'x' }]);
    expect(report.missingColumns).toEqual([]);
  });

  it('reads missing columns and short rows as blank and lists the missing columns', () => {
    const report = importCsv('name,other\nA', spec);
    expect(report.rows).toEqual([{ name: 'A', note: '' }]);
    expect(report.missingColumns).toEqual(['note']);
  });

  it('skips rows with an empty or blank name and reports their row numbers', () => {
    const report = importCsv('name,note\n,x\n  ,y\nB,z', spec);
    expect(report.rows.map((row) => row.name)).toEqual(['B']);
    expect(report.skippedEmpty).toEqual([2, 3]);
  });

  it('ignores fully blank lines without reporting them, keeping later row numbers', () => {
    const report = importCsv('name,note\n\n , \n,x\n', spec);
    expect(report.rows).toEqual([]);
    expect(report.skippedEmpty).toEqual([4]);
  });

  it('keeps the first of names repeated in the file, trimmed and case-insensitive', () => {
    const report = importCsv('name,note\nFlour,first\n flour ,second\nFLOUR,third\nSugar,x', spec);
    expect(report.rows).toEqual([
      { name: 'Flour', note: 'first' },
      { name: 'Sugar', note: 'x' },
    ]);
    expect(report.duplicates).toEqual([
      { rowNumber: 3, name: 'flour', reason: 'repeated' },
      { rowNumber: 4, name: 'FLOUR', reason: 'repeated' },
    ]);
  });

  it('drops names that already exist', () => {
    const report = importCsv('name\nFlour\nSugar\nsugar', spec, [' SUGAR ']);
    expect(report.rows.map((row) => row.name)).toEqual(['Flour']);
    expect(report.duplicates).toEqual([
      { rowNumber: 3, name: 'Sugar', reason: 'existing' },
      { rowNumber: 4, name: 'sugar', reason: 'existing' },
    ]);
  });

  it('skips a header repeated further down', () => {
    const report = importCsv('name,note\nA,x\nName,Note\nB,y', spec);
    expect(report.rows.map((row) => row.name)).toEqual(['A', 'B']);
  });

  it('reads quoted cells with commas, quotes and line breaks and trims them', () => {
    const report = importCsv('name,note\n"Smith, ""Jr""","line one\nline two "\nB,y', spec);
    expect(report.rows[0]).toEqual({ name: 'Smith, "Jr"', note: 'line one\nline two' });
    expect(report.rows[1]?.name).toBe('B');
  });

  it('ignores a byte order mark before the header', () => {
    expect(importCsv('\ufeffname\nA', spec).rows).toEqual([{ name: 'A', note: '' }]);
  });

  it('reports papaparse errors with the row number of the broken record', () => {
    const report = importCsv('name,note\nA,x\n"B,y', spec);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatchObject({ rowNumber: 3, code: 'MissingQuotes' });
  });

  it('returns an empty report for empty text', () => {
    const report = importCsv('', spec);
    expect(report.rows).toEqual([]);
    expect(report.skippedEmpty).toEqual([]);
    expect(report.missingColumns).toEqual(['name', 'note']);
  });

  it('imports each distinct non-blank name exactly once, first occurrence kept', () => {
    const nameArb = fc.string({ maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(nameArb, fc.string({ maxLength: 8 })), { maxLength: 30 }), (pairs) => {
        const text = Papa.unparse({ fields: ['name', 'note'], data: pairs });
        const report = importCsv(text, spec);
        const expected = new Map<string, { name: string; note: string }>();
        for (const [name, note] of pairs) {
          const trimmed = name.trim();
          if (trimmed === '' || headerKey(trimmed) === 'name' || expected.has(nameKey(trimmed))) continue;
          expected.set(nameKey(trimmed), { name: trimmed, note: note.trim() });
        }
        expect(report.rows).toEqual([...expected.values()]);
        expect(report.errors).toEqual([]);
      }),
    );
  });
});

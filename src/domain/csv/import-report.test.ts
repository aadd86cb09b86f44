import { describe, expect, it } from 'vitest';
import { mapColumns } from './csv-import';
import { importReportCsv, importReportLines } from './import-report';
import { importProductsCsv, PRODUCT_IMPORT_COLUMNS } from './product-import';

describe('mapColumns', () => {
  it('matches template columns case-insensitively and lists the unknown and the missing ones', () => {
    const mapping = mapColumns(['PRODUCTNAME', 'Tax Type', 'colour', 'is_sold'], PRODUCT_IMPORT_COLUMNS);
    expect(mapping.matched.map((match) => [match.column, match.header, match.index])).toEqual([
      ['productName', 'PRODUCTNAME', 0],
      ['taxType', 'Tax Type', 1],
      ['isSold', 'is_sold', 3],
    ]);
    expect(mapping.unknown).toEqual(['colour']);
    expect(mapping.missing).toContain('abbreviation');
    expect(mapping.missing).not.toContain('productName');
  });
});

describe('importReportLines', () => {
  it('reports each row left out with its row number, field and why, in file order', () => {
    const report = importProductsCsv('productName,sortNumber\nFlour,1\n,2\nflour ,3\nSalt,x\nSugar,4', [
      'Sugar',
    ]);
    expect(report.rows.map((row) => [row.productName, row.sortNumber])).toEqual([
      ['Flour', 1],
      ['Salt', 0],
    ]);
    expect(importReportLines(report, 'productName')).toEqual([
      { row: 3, field: 'productName', message: 'No productName: row skipped' },
      {
        row: 4,
        field: 'productName',
        message: "'flour' is repeated in the file: row dropped, the first one is kept",
      },
      { row: 6, field: 'productName', message: "'Sugar' already exists: row dropped" },
    ]);
  });

  it('downloads as CSV with Row, Field and Message, formulas neutralised', () => {
    const csv = importReportCsv([{ row: 3, field: 'productName', message: '=HYPERLINK("x")' }]);
    expect(csv.split('\r\n')[0]).toBe('Row,Field,Message');
    expect(csv).not.toMatch(/\n=|,=/);
  });
});

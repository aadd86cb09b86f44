import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildExportZip, exportColumns, exportFileName, tableCsv, type ExportProgress } from './export-zip';

describe('the account data export', () => {
  it('puts every field of every record in its table, and none of the device-only ones', () => {
    expect(
      exportColumns([
        { id: '1', b: 1, _syncState: 'pending' },
        { a: 2, id: '2' },
      ]),
    ).toEqual(['id', 'b', 'a']);
  });

  it('writes CSV that reads back into the same values, lists kept as JSON', () => {
    const csv = tableCsv([
      {
        id: 'o1',
        customerOrderNumber: 1001,
        note: 'Leave at "back" door, gate 2',
        orderItems: [{ productID: 'p1', quantity: 3 }],
      },
      { id: 'o2', customerOrderNumber: 1002, note: '=HYPERLINK("x")' },
    ]);
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(rows[0]).toMatchObject({
      id: 'o1',
      customerOrderNumber: '1001',
      note: 'Leave at "back" door, gate 2',
    });
    expect(JSON.parse(rows[0]?.['orderItems'] ?? '')).toEqual([{ productID: 'p1', quantity: 3 }]);
    // A formula is never handed to a spreadsheet as one.
    expect(rows[1]?.['note']?.startsWith('=')).toBe(false);
  });

  it('zips one CSV per table and a README with the counts, telling its progress', async () => {
    const progress: ExportProgress[] = [];
    const zip = await buildExportZip(
      'Acme',
      [
        { name: 'products', label: 'Products', records: [{ id: 'p1', productName: 'Milk' }] },
        { name: 'customers', label: 'Customers', records: [] },
      ],
      new Date('2026-11-26T01:00:00.000Z'),
      (step) => progress.push(step),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'customers.csv', 'products.csv']);
    expect(strFromU8(files['products.csv'] ?? new Uint8Array())).toBe('id,productName\r\np1,Milk');
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('products.csv  Products: 1 records');
    expect(progress.map((step) => step.done)).toEqual([0, 1, 2]);
    expect(progress.at(-1)).toEqual({ done: 2, total: 2, current: null });
  });

  it('names the download after the company and the day', () => {
    expect(exportFileName('Yarra Valley Wholesale', new Date('2026-11-26T01:00:00.000Z'))).toBe(
      'yarra-valley-wholesale-data-2026-11-26.zip',
    );
    expect(exportFileName('***', new Date('2026-11-26T01:00:00.000Z'))).toBe('company-data-2026-11-26.zip');
  });
});

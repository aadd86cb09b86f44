import { describe, expect, it } from 'vitest';
import { parseCsvInChunks, prepareImport, type ParseProgress } from './import-file';
import { parseDueDate } from './customer-order-import';

function productCsv(count: number, bad: Readonly<Record<number, string>> = {}): string {
  const lines = ['Product Name,Tax Type,Sort Number,Weight,Colour'];
  for (let index = 1; index <= count; index += 1)
    lines.push(bad[index] ?? `Product ${index},GST,${index},1.5,red`);
  return lines.join('\n');
}

describe('parseCsvInChunks', () => {
  it('reads a file in chunks, reporting progress up to the whole file', async () => {
    const text = productCsv(3000);
    const seen: ParseProgress[] = [];
    const { data, errors } = await parseCsvInChunks(text, (progress) => seen.push(progress), 16 * 1024);
    expect(data).toHaveLength(3001);
    expect(errors).toEqual([]);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toEqual({ done: text.length, total: text.length, records: 3001 });
    expect(seen.map((progress) => progress.done)).toEqual(
      seen.map((progress) => progress.done).toSorted((a, b) => a - b),
    );
  });
});

describe('prepareImport', () => {
  it('maps the columns, previews the file and reports exactly the rows left out', async () => {
    const { data, errors } = await parseCsvInChunks(
      productCsv(5000, { 1200: ',GST,1,1,red', 3400: 'Product 7,GST,7,1,red' }),
    );
    const prepared = prepareImport('products', data, errors, ['Existing']);
    expect(prepared.mapping.unknown).toEqual(['Colour']);
    expect(prepared.mapping.matched.map((match) => match.column)).toEqual([
      'productName',
      'sortNumber',
      'taxType',
      'weight',
    ]);
    expect(prepared.preview[0]).toEqual(['Product Name', 'Tax Type', 'Sort Number', 'Weight', 'Colour']);
    expect(prepared.preview).toHaveLength(11);
    expect(prepared.records).toBe(5000);
    expect(prepared.rows).toHaveLength(4998);
    expect(prepared.rows[0]).toEqual({
      row: 2,
      fields: expect.objectContaining({
        productName: 'Product 1',
        taxType: 'GST',
        sortNumber: 1,
        weight: 1.5,
      }),
    });
    expect(prepared.report.map((line) => [line.row, line.field])).toEqual([
      [1201, 'productName'],
      [3401, 'productName'],
    ]);
  });

  it('reads customer order lines, leaving out and reporting incomplete ones', () => {
    const prepared = prepareImport(
      'customer-orders',
      [
        ['Customer', 'Product', 'Quantity', 'Due Date'],
        ['Cafe', 'Milk', '2', '1/12/2026'],
        ['Cafe', '', 'x', 'soon'],
      ],
      [],
    );
    expect(prepared.rows).toEqual([
      {
        row: 2,
        fields: {
          customer: 'Cafe',
          product: 'Milk',
          quantity: 2,
          dueDate: '2026-12-01',
          purchaseOrderNumber: '',
        },
      },
    ]);
    expect(prepared.report.map((line) => line.field)).toEqual(['product', 'quantity', 'dueDate']);
    expect(prepared.mapping.missing).toEqual(['purchaseOrderNumber']);
    expect(parseDueDate('31/2/2026')).toBeNull();
    expect(parseDueDate('2026-02-28')).toBe('2026-02-28');
  });
});

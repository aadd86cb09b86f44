import { describe, expect, it } from 'vitest';
import { readStockCsv } from './stock-import-rows';

const products = [
  { id: 'milk', productName: 'Full Cream Milk 2L', abbreviation: 'FCM2L' },
  { id: 'cola', productName: 'Cola', abbreviation: null },
];

describe('readStockCsv', () => {
  it('reads products by name or abbreviation, batch codes and quantities, with spreadsheet row numbers', () => {
    const progress: number[] = [];
    const report = readStockCsv('Product,Batch Code,Quantity\nfcm2l,GD1,6\n\nCola,,24\n', products, (done) =>
      progress.push(done),
    );
    expect(report).toEqual({
      rows: [
        { rowNumber: 2, productID: 'milk', batchcode: 'GD1', quantity: 6 },
        { rowNumber: 4, productID: 'cola', batchcode: null, quantity: 24 },
      ],
      problems: [],
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('names the row, field and problem of every bad row', () => {
    expect(readStockCsv('product,quantity\nTea,3\nCola,-1\nCola,x', products).problems).toEqual([
      { rowNumber: 2, field: 'product', message: 'No product named Tea' },
      { rowNumber: 3, field: 'quantity', message: 'Must be a number above 0' },
      { rowNumber: 4, field: 'quantity', message: 'Must be a number above 0' },
    ]);
    expect(readStockCsv('name,count\nCola,1', products).problems).toEqual([
      { rowNumber: 1, field: 'product', message: 'The header has no product column' },
      { rowNumber: 1, field: 'quantity', message: 'The header has no quantity column' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../data/mirror-row';
import { csvProducts, importedRows, importLocations, importProblem } from './flow';

const synced = { _syncState: 'synced' } as const;
const products = [
  { ...synced, id: 'milk', productName: 'Milk 2L', abbreviation: 'M2' },
] as MirrorRow<'products'>[];

describe('the stock ledger flow', () => {
  it("lists an import's rows by product name, else id", () => {
    expect(
      importedRows(
        {
          importItems: [
            { productID: 'milk', batchcode: 'B1', quantity: 3 },
            { productID: 'gone', quantity: 1 },
          ],
        },
        products,
      ),
    ).toEqual([
      { productName: 'Milk 2L', batchcode: 'B1', quantity: 3 },
      { productName: 'gone', batchcode: '', quantity: 1 },
    ]);
  });

  it('offers the locations holding stock, named', () => {
    const stock = [
      { ...synced, id: 's1', locationID: 'wh' },
      { ...synced, id: 's2', locationID: 'wh' },
      { ...synced, id: 's3', locationID: 'cold' },
    ] as MirrorRow<'stock-items'>[];
    const locations = [{ ...synced, id: 'wh', locationName: 'Warehouse' }] as MirrorRow<'locations'>[];
    expect(importLocations(stock, locations)).toEqual([
      { value: 'cold', label: 'cold' },
      { value: 'wh', label: 'Warehouse' },
    ]);
  });

  it('gives the CSV reader every product by name and abbreviation', () => {
    expect(csvProducts(products)).toEqual([{ id: 'milk', productName: 'Milk 2L', abbreviation: 'M2' }]);
  });

  it('imports only a clean, non-empty file into a chosen location', () => {
    const row = { rowNumber: 2, productID: 'milk', batchcode: null, quantity: 1 };
    expect(importProblem({ rows: [row], problems: [] }, 'wh')).toBeNull();
    expect(importProblem({ rows: [], problems: [] }, 'wh')).not.toBeNull();
    expect(importProblem({ rows: [row], problems: [] }, '')).not.toBeNull();
    expect(importProblem(null, 'wh')).not.toBeNull();
  });
});

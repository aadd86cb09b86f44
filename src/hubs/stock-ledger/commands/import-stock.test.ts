import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { importStock, type ImportStockState } from './import-stock';

const state = (fields: Partial<ImportStockState>): ImportStockState => ({
  id: 'imp-1',
  report: { rows: [{ rowNumber: 2, productID: 'milk', batchcode: 'B1', quantity: 12 }], problems: [] },
  locationID: 'wh',
  now: () => '2026-03-04T08:00:00.000Z',
  ...fields,
});

describe('import stock', () => {
  it('makes a finished stock import of every row into the location', () => {
    expect(writesOf(importStock, state({}))).toEqual([
      {
        op: 'create',
        entity: 'stock-imports',
        id: 'imp-1',
        fields: {
          locationID: 'wh',
          performedOn: '2026-03-04T08:00:00.000Z',
          isFinished: true,
          importItems: [{ productID: 'milk', batchID: null, batchcode: 'B1', quantity: 12 }],
        },
      },
    ]);
  });

  it('imports nothing while a row has an error, no file is read or no location is chosen', () => {
    const bad = { rowNumber: 3, field: 'quantity', message: 'Enter a number' };
    expect(writesOf(importStock, state({ report: { rows: [], problems: [bad] } }))).toEqual([]);
    expect(writesOf(importStock, state({ report: null }))).toEqual([]);
    expect(writesOf(importStock, state({ locationID: '' }))).toEqual([]);
  });
});

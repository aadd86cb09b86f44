import { describe, expect, it, vi } from 'vitest';
import type { CsvExportWarning } from '../domain/csv/csv-export';
import type { EntityField } from '../entities/entity-definition';
import { columnLabels, exportListCsv, exportQuantityBreakdownCsv } from './csv-export-action';

const fields: EntityField[] = [
  { name: 'productName', label: 'Product Name', kind: 'text' },
  { name: 'quantity', label: 'Qty', kind: 'number' },
];
const entity = { columns: ['productName', 'quantity', 'productID'], fields };
const rows = [
  { productName: 'Flour', quantity: 25, productID: 'p1' },
  { productName: '=cmd', quantity: 3, productID: 'p2' },
];

describe('exportListCsv', () => {
  it('heads columns with field labels, else the property label, and neutralises formulas', async () => {
    const exported = await exportListCsv({ entity, rows });
    expect(exported.fileName).toBe('csvData.csv');
    expect(exported.content.split('\r\n')).toEqual([
      'Product Name,Qty,Product ID',
      'Flour,25,p1',
      '"\'=cmd",3,p2',
    ]);
    expect(columnLabels(entity)).toEqual({ productName: 'Product Name', quantity: 'Qty' });
  });

  it('exports a schedule as its expression, not the words the list shows, so the file can be read back', async () => {
    const schedule: EntityField = { name: 'cronExpression', label: 'Schedule', kind: 'cron' };
    const exported = await exportListCsv({
      entity: { columns: ['cronExpression'], fields: [schedule] },
      rows: [{ cronExpression: '0 6 * * 1' }],
    });
    expect(exported.content.split('\r\n')).toEqual(['Schedule', '0 6 * * 1']);
  });

  it('adds quantity breakdown columns from stock increments and measurements', async () => {
    const exported = await exportListCsv({
      entity,
      rows,
      title: 'Stock',
      breakdown: {
        loadIncrements: async () => [{ productID: 'p1', measurementID: 'bag', units: 10 }],
        loadMeasurements: async () => [{ id: 'bag', measurementName: 'Bag' }],
      },
    });
    expect(exported.content.split('\r\n')).toEqual([
      'Stock',
      'Product Name,Qty,Product ID,Bag,Units',
      'Flour,25,p1,2,5',
      '"\'=cmd",3,p2,0,3',
    ]);
  });

  it('only logs a failed stock-increment fetch and exports without breakdown columns', async () => {
    const log = vi.fn<(warning: CsvExportWarning) => void>();
    const exported = await exportListCsv({
      entity,
      rows,
      log,
      breakdown: {
        loadIncrements: () => Promise.reject(new Error('offline')),
        loadMeasurements: async () => [],
      },
    });
    expect(exported.content.split('\r\n')[0]).toBe('Product Name,Qty,Product ID');
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ code: 'increments-unavailable' }));
  });

  it('uses the given file name', async () => {
    expect((await exportListCsv({ entity, rows: [], fileName: 'products' })).fileName).toBe('products.csv');
  });
});

describe('exportQuantityBreakdownCsv', () => {
  const orders = [
    {
      id: 'o1',
      orderItems: [
        { productID: 'p-milk', quantity: 20, product: { productName: 'Milk' } },
        { productID: 'p-rye', quantity: 4 },
      ],
    },
    { id: 'o2', orderItems: [{ productID: 'p-milk', quantity: 10 }] },
  ];
  const increments = async () => [{ productID: 'p-milk', measurementID: 'crate', units: 12 }];
  const measurements = async () => [{ id: 'crate', measurementName: 'Crate' }];

  it('writes one row per product with its total, name and packages from the stock increments', async () => {
    const exported = await exportQuantityBreakdownCsv({
      rows: orders,
      title: 'Customer Orders',
      productNames: new Map([['p-rye', 'Rye Loaf']]),
      breakdown: { loadIncrements: increments, loadMeasurements: measurements },
    });
    expect(exported.fileName).toBe('csvData.csv');
    expect(exported.content.split('\r\n')).toEqual([
      'Customer Orders',
      'Product ID,Product Name,Quantity,Crate,Units',
      'p-milk,Milk,30,2,6',
      'p-rye,Rye Loaf,4,0,4',
    ]);
  });

  it('still exports the totals when the stock increments cannot be fetched, and logs it', async () => {
    const log = vi.fn<(warning: CsvExportWarning) => void>();
    const exported = await exportQuantityBreakdownCsv({
      rows: orders,
      log,
      breakdown: {
        loadIncrements: () => Promise.reject(new Error('offline')),
        loadMeasurements: measurements,
      },
    });
    expect(exported.content.split('\r\n')).toEqual([
      'Product ID,Product Name,Quantity',
      'p-milk,Milk,30',
      'p-rye,,4',
    ]);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ code: 'increments-unavailable' }));
  });
});

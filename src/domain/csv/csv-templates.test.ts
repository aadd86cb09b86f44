import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  CUSTOMER_TEMPLATE_CSV,
  CUSTOMER_TEMPLATE_FILE,
  PRODUCT_TEMPLATE_CSV,
  PRODUCT_TEMPLATE_FILE,
} from './csv-templates';
import { CUSTOMER_IMPORT_COLUMNS, importCustomersCsv } from './customer-import';
import { PRODUCT_IMPORT_COLUMNS, importProductsCsv } from './product-import';

function records(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: ',' }).data;
}

describe('template file names', () => {
  it('are the spec names', () => {
    expect(PRODUCT_TEMPLATE_FILE).toBe('product-import-template.csv');
    expect(CUSTOMER_TEMPLATE_FILE).toBe('customer-import-template.csv');
  });
});

describe('product template', () => {
  it('has the spec header in order and exactly one example row', () => {
    const [head, ...rest] = records(PRODUCT_TEMPLATE_CSV);
    expect(head).toEqual([...PRODUCT_IMPORT_COLUMNS]);
    expect(rest).toHaveLength(1);
    expect(rest[0]).toHaveLength(PRODUCT_IMPORT_COLUMNS.length);
  });

  it('imports back as one complete product with nothing skipped', () => {
    const report = importProductsCsv(PRODUCT_TEMPLATE_CSV);
    expect(report.rows).toHaveLength(1);
    expect(report.skippedEmpty).toEqual([]);
    expect(report.duplicates).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.missingColumns).toEqual([]);
    const [row] = report.rows;
    const [, example = []] = records(PRODUCT_TEMPLATE_CSV);
    expect(row?.productName).toBe(example[0]);
    expect(row?.taxType).toBe('GST');
    for (const measure of [row?.length, row?.width, row?.height, row?.weight, row?.volume, row?.expiryDays]) {
      expect(typeof measure).toBe('number');
    }
    expect(row?.isSold).toBe(true);
    expect(row?.isAcquired).toBe(false);
  });
});

describe('customer template', () => {
  it('has the spec header in order and exactly one example row', () => {
    const [head, ...rest] = records(CUSTOMER_TEMPLATE_CSV);
    expect(head).toEqual([...CUSTOMER_IMPORT_COLUMNS]);
    expect(rest).toHaveLength(1);
    expect(rest[0]).toHaveLength(CUSTOMER_IMPORT_COLUMNS.length);
  });

  it('imports back as one complete customer with coordinates', () => {
    const report = importCustomersCsv(CUSTOMER_TEMPLATE_CSV);
    expect(report.rows).toHaveLength(1);
    expect(report.errors).toEqual([]);
    expect(report.missingColumns).toEqual([]);
    const [row] = report.rows;
    const [, example = []] = records(CUSTOMER_TEMPLATE_CSV);
    expect(row?.companyName).toBe(example[0]);
    expect(Object.values(row ?? {}).every((value) => value !== '' && value !== null)).toBe(true);
    expect(row?.lat).toBeGreaterThanOrEqual(-90);
    expect(row?.lat).toBeLessThanOrEqual(90);
  });
});

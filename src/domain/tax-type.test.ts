import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { taxTypeSchema } from './schemas/field-types';
import { lineTax } from './order-pricing';
import { TAX_TYPE_CHOICES, TAX_TYPES, taxTypeOf } from './tax-type';

describe('the tax types', () => {
  it('are what the schemas accept: GST, blank or none', () => {
    for (const type of [...TAX_TYPES, null, undefined]) expect(v.is(taxTypeSchema, type)).toBe(true);
    for (const other of ['VAT', 'gst', 'GST-free']) expect(v.is(taxTypeSchema, other)).toBe(false);
  });

  it('offer GST as the one choice a form shows, and only GST is taxed', () => {
    expect(TAX_TYPE_CHOICES).toEqual(['GST']);
    expect(TAX_TYPES.map((taxType) => lineTax({ quantity: 1, unitPrice: 10, taxType }))).toEqual([1, 0]);
  });

  it('read a stored value as the tax type it names, else untaxed (null)', () => {
    expect(taxTypeOf('GST')).toBe('GST');
    for (const value of ['', 'VAT', 'gst', null, undefined, 1]) expect(taxTypeOf(value)).toBeNull();
  });
});

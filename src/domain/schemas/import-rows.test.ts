import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { customerImportRowSchema, productImportRowSchema } from './import-rows';

describe('import row schemas', () => {
  it('reject rows with an empty or blank name', () => {
    expect(v.is(productImportRowSchema, { productName: '   ' })).toBe(false);
    expect(v.is(customerImportRowSchema, { companyName: '' })).toBe(false);
  });

  it('allow unparsed numbers as null', () => {
    expect(v.is(productImportRowSchema, { productName: 'Sourdough Loaf', length: null, sortNumber: 0 })).toBe(
      true,
    );
    expect(v.is(customerImportRowSchema, { companyName: 'The Daily Grind', lat: null, lng: null })).toBe(
      true,
    );
  });

  it('keep postcodes as text so leading zeros survive', () => {
    const result = v.safeParse(customerImportRowSchema, { companyName: 'Top End Grocers', postcode: '0800' });
    expect(result.output).toMatchObject({ postcode: '0800' });
    expect(v.is(customerImportRowSchema, { companyName: 'Top End Grocers', postcode: 800 })).toBe(false);
  });
});

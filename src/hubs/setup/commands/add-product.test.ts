import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { addProduct } from './add-product';

const base = { companyID: 'c1', now: new Date(0), locationID: null, newID: 'p-new' };

describe('add-product', () => {
  it('creates a product the company sells', () => {
    expect(writesOf(addProduct, { ...base, values: { productName: ' Milk ', taxType: 'GST' } })).toEqual([
      {
        op: 'create',
        entity: 'products',
        id: 'p-new',
        fields: {
          productName: 'Milk',
          abbreviation: null,
          taxType: 'GST',
          isSold: true,
          companyAccountID: 'c1',
        },
      },
    ]);
    expect(
      writesOf(addProduct, { ...base, values: { productName: 'Bread', taxType: 'None' } })[0],
    ).toMatchObject({
      fields: { taxType: null },
    });
  });

  it('needs a product name', () => {
    expect(addProduct.isEnabled({ ...base, values: { productName: ' ' } })).toBe(false);
  });
});

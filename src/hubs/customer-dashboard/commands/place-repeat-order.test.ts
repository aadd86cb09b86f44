import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { placeRepeatOrder } from './place-repeat-order';

describe('place repeat order', () => {
  it('places the repeated order as a new purchase order, without the old number', () => {
    const totals = { subTotal: 0, taxTotal: 0, amountTotal: 0, clientAmountTotal: 0 };
    const order = {
      supplyAgreementID: 'sup-1',
      customerOrderNumber: 'SO-12',
      orderItems: [],
      tagsCSV: '',
      ...totals,
    };
    expect(writesOf(placeRepeatOrder, { id: 'po-new', order })).toEqual([
      {
        op: 'create',
        entity: 'purchase-orders',
        id: 'po-new',
        fields: { supplyAgreementID: 'sup-1', orderItems: [], tagsCSV: '', ...totals },
      },
    ]);
  });

  it('places nothing before a repeat is priced', () => {
    expect(writesOf(placeRepeatOrder, { id: 'po-new', order: null })).toEqual([]);
  });
});

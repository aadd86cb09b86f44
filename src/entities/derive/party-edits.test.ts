import { describe, expect, it } from 'vitest';
import { entityByName } from '../registry';
import { partyEdits } from './party-edits';

const consignments = entityByName('customer-consignments');
const orders = entityByName('customer-orders');

describe('partyEdits', () => {
  it("leaves a 3PL's consignment read only to its client and the client's customer, and the 3PL's to change and delete", () => {
    const picked = {
      companyAccountID: 'tpl',
      sellerID: 'cider',
      fulfillmentBuyerID: 'cider',
      fulfillerID: 'tpl',
      buyerID: 'cafe',
    };
    expect(partyEdits(consignments, picked, 'cider')).toEqual({ owner: false, fields: [] });
    expect(partyEdits(consignments, picked, 'cafe')).toEqual({ owner: false, fields: [] });
    expect(partyEdits(consignments, picked, 'tpl').owner).toBe(true);
  });

  it('gives a buyer the fields its role may change until the seller closes them, and never the delete', () => {
    const order = { companyAccountID: 'seller', sellerID: 'seller', buyerID: 'buyer' };
    const open = partyEdits(orders, order, 'buyer');
    expect([open.owner, open.fields.includes('orderItems')]).toEqual([false, true]);
    // Confirmed by the seller, the buyer's edits close.
    expect(partyEdits(orders, { ...order, isConfirmed: true }, 'buyer').fields).toEqual([]);
  });

  it('treats a record naming no owner (a new one) as the company’s own', () => {
    expect(partyEdits(orders, { sellerID: 'seller' }, 'buyer').owner).toBe(true);
  });
});

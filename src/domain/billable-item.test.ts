import { describe, expect, it } from 'vitest';
import { billableItemsOf } from './billable-item';

describe('billableItemsOf', () => {
  const item = billableItemsOf({
    itemID: 'cor-1',
    client: 'supp',
    provider: 'cour',
    on: '2026-11-25T01:00:00.000Z',
    idOf: (kind: 'delivery' | 'weight') => `cbi-cor-1-${kind}`,
  });

  it('makes an unbilled GST item the client buys from the provider, with the kind’s fixed id', () => {
    expect(item('delivery', 'Delivery to Pier Cafe', 1, 18.5, 'Delivery')).toEqual({
      id: 'cbi-cor-1-delivery',
      description: 'Delivery to Pier Cafe',
      quantity: 1,
      unitPrice: 18.5,
      amountTotal: 18.5,
      taxType: 'GST',
      tags: 'Delivery',
      buyerID: 'supp',
      sellerID: 'cour',
      itemID: 'cor-1',
      invoiceID: null,
      isInvoiced: false,
      createdOn: '2026-11-25T01:00:00.000Z',
    });
  });

  it('rounds the amount, quantity times unit price, to the cent', () => {
    expect(item('weight', 'Kilograms', 3, 0.335, 'Weight').amountTotal).toBe(1.01);
  });
});

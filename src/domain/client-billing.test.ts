import { describe, expect, it } from 'vitest';
import {
  clientBillableItemID,
  clientBillableItemsFor,
  fulfilledFor,
  fulfilmentRatesOf,
  unitsPicked,
} from './client-billing';

const ON = '2026-11-25T01:00:00.000Z';
const ORDER = {
  id: 'co-1',
  customerOrderNumber: 1200,
  orderItems: [
    { productID: 'cider', quantity: 24 },
    { productID: 'perry', quantity: 6 },
    { automaticLineItemID: 'fee', description: 'Delivery Fee', quantity: 1 },
  ],
};

describe('client billing', () => {
  it('bills an order a 3PL fulfils for its seller, never the seller’s own fulfilment', () => {
    expect(fulfilledFor({ sellerID: 'cider', fulfillerID: 'westgate' }, 'cider')).toEqual({
      client: 'cider',
      fulfiller: 'westgate',
    });
    expect(fulfilledFor({ fulfillerID: 'westgate' }, 'cider')).toEqual({
      client: 'cider',
      fulfiller: 'westgate',
    });
    expect(fulfilledFor({ sellerID: 'cider', fulfillerID: 'cider' }, 'cider')).toBeNull();
    expect(fulfilledFor({ sellerID: 'cider' }, 'cider')).toBeNull();
  });

  it('counts the units picked from the goods lines, not the automatic ones', () => {
    expect(unitsPicked(ORDER)).toBe(30);
    expect(
      unitsPicked({
        orderItems: [
          { productID: 'x', quantity: -3 },
          { productID: 'y', quantity: 2, isPlaceholder: true },
        ],
      }),
    ).toBe(0);
    // A client's line naming none of the 3PL's products is still picked.
    const clientsLine = { productID: null, description: 'Apple Cider 330ml (carton of 24)', quantity: 2 };
    expect(unitsPicked({ orderItems: [clientsLine] })).toBe(2);
  });

  it('prices the order and unit fees from the tier, with GST, under fixed ids', () => {
    const items = clientBillableItemsFor(ORDER, fulfilmentRatesOf({ orderFee: 6.5, unitFee: 0.35 }), {
      client: 'cider',
      fulfiller: 'westgate',
      on: ON,
    });
    expect(
      items.map((item) => [
        item.id,
        item.description,
        item.quantity,
        item.unitPrice,
        item.amountTotal,
        item.taxType,
      ]),
    ).toEqual([
      [
        clientBillableItemID('westgate', 'co-1', 'order'),
        'Order 1200 picked, packed and dispatched',
        1,
        6.5,
        6.5,
        'GST',
      ],
      [
        clientBillableItemID('westgate', 'co-1', 'units'),
        'Units picked for order 1200',
        30,
        0.35,
        10.5,
        'GST',
      ],
    ]);
    expect(items[0]).toMatchObject({
      buyerID: 'cider',
      sellerID: 'westgate',
      itemID: 'co-1',
      isInvoiced: false,
      invoiceID: null,
      createdOn: ON,
    });
  });

  it('records the work unpriced without a tier, and leaves out a unit fee the tier does not set', () => {
    expect(
      clientBillableItemsFor(ORDER, null, { client: 'cider', fulfiller: 'westgate', on: ON }).map((item) => [
        item.amountTotal,
        item.tags,
      ]),
    ).toEqual([[0, 'NoPriceTier']]);
    expect(
      clientBillableItemsFor(ORDER, fulfilmentRatesOf({ orderFee: 5, unitFee: -1 }), {
        client: 'cider',
        fulfiller: 'westgate',
        on: ON,
      }),
    ).toHaveLength(1);
  });
});

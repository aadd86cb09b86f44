import { describe, expect, it } from 'vitest';
import {
  paperBillTotals,
  allocateToOrders,
  carriedUnits,
  deliveredUnits,
  deliveryLines,
  invoiceDueOn,
  invoiceTotals,
  invoiceWeekOf,
  invoicingSettingsOf,
  isDelivered,
  openUnits,
  stillPaid,
} from './delivery-invoice';

const ORDER = {
  orderItems: [
    {
      id: 'l-milk',
      productID: 'milk',
      quantity: 18,
      unitPrice: 3.2,
      appliedUnitPrice: 3.2,
      taxType: null,
      description: 'Barista Milk 2L',
      sortNumber: 1,
    },
    {
      id: 'l-cola',
      productID: 'cola',
      quantity: 24,
      unitPrice: 2,
      unitPriceIncrements: [{ unitCountTrigger: 24, unitValue: 1.75 }],
      taxType: 'GST' as const,
      product: { productName: 'Cola 375ml' },
      sortNumber: 2,
    },
    {
      id: 'l-fee',
      automaticLineItemID: 'ali-delivery',
      description: 'Delivery fee',
      quantity: 1,
      unitPrice: 15,
      taxType: 'GST' as const,
      sortNumber: 3,
    },
  ],
};

describe('isDelivered', () => {
  it('needs both a delivery time and a proof of delivery', () => {
    expect(
      isDelivered({ deliveredOn: '2026-11-26T01:00:00.000Z', proofOfDelivery: [[{ x: 1, y: 1 }]] }),
    ).toBe(true);
    expect(isDelivered({ deliveredOn: '2026-11-26T01:00:00.000Z', proofOfDelivery: [] })).toBe(false);
    expect(isDelivered({ deliveredOn: null, proofOfDelivery: 'signed' })).toBe(false);
    expect(isDelivered(null)).toBe(false);
  });
});

describe('delivered quantities', () => {
  it('scales what was carried by the packages delivered of the product, rounding whole units down', () => {
    const carried = [
      { productID: 'milk', quantity: 18 },
      { productID: 'cola', quantity: 24 },
    ];
    const packages = [
      { productID: 'milk', quantityPacked: 3, quantityDelivered: 2 },
      { productID: 'cola', quantityPacked: 1, quantityDelivered: 1 },
    ];
    expect(deliveredUnits(carried, packages)).toEqual([
      { productID: 'milk', quantity: 12 },
      { productID: 'cola', quantity: 24 },
    ]);
    expect(
      deliveredUnits(
        [{ productID: 'milk', quantity: 20 }],
        [{ productID: 'milk', quantityPacked: 4, quantityDelivered: 3 }],
      ),
    ).toEqual([{ productID: 'milk', quantity: 15 }]);
    expect(
      deliveredUnits(
        [{ productID: 'milk', quantity: 7 }],
        [{ productID: 'milk', quantityPacked: 2, quantityDelivered: 1 }],
      ),
    ).toEqual([{ productID: 'milk', quantity: 3 }]);
  });

  it('uses packages naming no product for every product, and bills everything carried without packages', () => {
    expect(
      deliveredUnits([{ productID: 'milk', quantity: 10 }], [{ quantityPacked: 2, quantityDelivered: 1 }]),
    ).toEqual([{ productID: 'milk', quantity: 5 }]);
    expect(deliveredUnits([{ productID: 'milk', quantity: 10 }], [])).toEqual([
      { productID: 'milk', quantity: 10 },
    ]);
  });

  it('never bills more than was carried, even when more packages are counted delivered than packed', () => {
    expect(
      deliveredUnits(
        [{ productID: 'milk', quantity: 12 }],
        [{ productID: 'milk', quantityPacked: 2, quantityDelivered: 5 }],
      ),
    ).toEqual([{ productID: 'milk', quantity: 12 }]);
  });

  it('carries the units picked, or before any pick the consignment lines', () => {
    expect(
      carriedUnits({
        consignmentOrderItems: [{ productID: 'p', quantity: 4 }],
        consignmentEntryItems: [
          { productID: 'p', batchID: 'b1', quantityPicked: 2 },
          { productID: 'p', batchID: 'b2', quantityPicked: 1 },
        ],
      }),
    ).toEqual([{ productID: 'p', quantity: 3 }]);
    expect(
      carriedUnits({ consignmentOrderItems: [{ productID: 'p', quantity: 4 }], consignmentEntryItems: [] }),
    ).toEqual([{ productID: 'p', quantity: 4 }]);
  });
});

describe('invoice lines from a delivery', () => {
  it('bills the delivered quantities, not the ordered ones, at the order prices, with the automatic lines', () => {
    const lines = deliveryLines(
      ORDER,
      [
        { productID: 'milk', quantity: 12 },
        { productID: 'cola', quantity: 24 },
      ],
      [],
      'mv1',
    );
    expect(
      lines.map((line) => [line.id, line.itemID, line.quantity, line.onOrder, line.unitPrice, line.taxType]),
    ).toEqual([
      ['mv1:l-milk', 'milk', 12, 18, 3.2, null],
      ['mv1:l-cola', 'cola', 24, 24, 1.75, 'GST'],
      ['mv1:l-fee', 'ali-delivery', 1, 1, 15, 'GST'],
    ]);
    expect(lines[1]?.description).toBe('Cola 375ml');
  });

  it('adds GST of 10% per GST line only, rounded to cents', () => {
    const lines = deliveryLines(
      ORDER,
      [
        { productID: 'milk', quantity: 12 },
        { productID: 'cola', quantity: 24 },
      ],
      [],
      'mv1',
    );
    // milk 38.40 untaxed; cola 42.00 + 4.20; fee 15.00 + 1.50
    expect(invoiceTotals(lines)).toEqual({ subTotal: 95.4, taxTotal: 5.7, amountTotal: 101.1 });
    expect(invoiceTotals([{ quantity: 3, unitPrice: 1.115, taxType: 'GST' }])).toEqual({
      subTotal: 3.35,
      taxTotal: 0.34,
      amountTotal: 3.69,
    });
  });

  it('bills a delivery once: the same movement again adds nothing', () => {
    const first = deliveryLines(ORDER, [{ productID: 'milk', quantity: 12 }], [], 'mv1');
    expect(deliveryLines(ORDER, [{ productID: 'milk', quantity: 12 }], first, 'mv1')).toEqual([]);
  });

  it('bills a second delivery of the order only up to what is still unbilled, without the automatic lines again', () => {
    const first = deliveryLines(
      ORDER,
      [
        { productID: 'milk', quantity: 12 },
        { productID: 'cola', quantity: 24 },
      ],
      [],
      'mv1',
    );
    const second = deliveryLines(
      ORDER,
      [
        { productID: 'milk', quantity: 18 },
        { productID: 'cola', quantity: 24 },
      ],
      first,
      'mv2',
    );
    expect(second.map((line) => [line.itemID, line.quantity])).toEqual([['milk', 6]]);
    expect(deliveryLines(ORDER, [{ productID: 'milk', quantity: 18 }], [...first, ...second], 'mv3')).toEqual(
      [],
    );
    expect(openUnits(ORDER, [...first, ...second])).toEqual([]);
  });

  it('splits delivered units over orders carried together, first order first', () => {
    const split = allocateToOrders(
      [{ productID: 'p', quantity: 5 }],
      [
        { id: 'o1', open: [{ productID: 'p', quantity: 3 }] },
        { id: 'o2', open: [{ productID: 'p', quantity: 4 }] },
      ],
    );
    expect(split.get('o1')).toEqual([{ productID: 'p', quantity: 3 }]);
    expect(split.get('o2')).toEqual([{ productID: 'p', quantity: 2 }]);
  });
});

describe('due dates and payment', () => {
  it('falls due by the payment terms: days after issue, after the end of the month, or 14 days', () => {
    expect(invoiceDueOn('2026-11-26T01:00:00.000Z', { daysToPay: 7 })).toBe('2026-12-03T01:00:00.000Z');
    expect(invoiceDueOn('2026-11-26T01:00:00.000Z', { daysToPay: 30, isEndOfMonth: true })).toBe(
      '2026-12-30T01:00:00.000Z',
    );
    expect(invoiceDueOn('2026-11-26T01:00:00.000Z', null)).toBe('2026-12-10T01:00:00.000Z');
  });

  it('is no longer paid in full once a later delivery raised the total', () => {
    expect(stillPaid({ amountPaid: 10 }, 10)).toBe(true);
    expect(stillPaid({ amountPaid: 10 }, 12.5)).toBe(false);
  });
});

describe('invoicing settings', () => {
  it('invoices per order unless the seller chose per customer per week', () => {
    expect(invoicingSettingsOf(null)).toEqual({
      trigger: 'Delivered',
      grouping: 'Per order',
      defaultPaymentTermsDays: null,
    });
    expect(
      invoicingSettingsOf({
        invoiceTrigger: 'Dispatched',
        invoiceGrouping: 'Per customer per week',
        defaultPaymentTermsDays: 30,
      }),
    ).toEqual({ trigger: 'Dispatched', grouping: 'Per customer per week', defaultPaymentTermsDays: 30 });
  });

  it('keys a weekly invoice by the local Monday of the delivery', () => {
    // Thursday 26 November 2026, 12:00 in Melbourne; and Sunday night 29 November, still that week.
    expect(invoiceWeekOf('2026-11-26T01:00:00.000Z', 'Australia/Melbourne')).toBe('2026-11-23');
    expect(invoiceWeekOf('2026-11-29T12:30:00.000Z', 'Australia/Melbourne')).toBe('2026-11-23');
    // Monday 30 November 00:30 in Melbourne is still Sunday in UTC: the new week counts locally.
    expect(invoiceWeekOf('2026-11-29T13:30:00.000Z', 'Australia/Melbourne')).toBe('2026-11-30');
  });
});

describe('paperBillTotals', () => {
  it('adds the typed subtotal and GST up to the amount, in cents, whatever amount was sent', () => {
    expect(paperBillTotals({ subTotal: 500, taxTotal: 50, amountTotal: 0.05 })).toEqual({
      subTotal: 500,
      taxTotal: 50,
      amountTotal: 550,
    });
    expect(paperBillTotals({ subTotal: 10.005, taxTotal: null })).toEqual({
      subTotal: 10.01,
      taxTotal: 0,
      amountTotal: 10.01,
    });
  });
});

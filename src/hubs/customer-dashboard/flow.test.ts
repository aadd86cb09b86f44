import { describe, expect, it } from 'vitest';
import { supplierCards } from '../../domain/insights/customer-insights';
import { repeatLastOrder } from './flow';

const zone = 'Australia/Melbourne';
// Wednesday 4 March 2026, 10:00 AM in Melbourne.
const NOW = new Date('2026-03-03T23:00:00Z');
const dairy = {
  id: 'agr-dairy',
  companyName: 'Gippsland Dairy',
  buyerID: 'me',
  sellerID: 'dairy',
  orderLeadHours: 24,
  isAvailableWeekends: false,
};
const bakery = { id: 'agr-bakery', companyName: 'Westside Bakery', buyerID: 'me', sellerID: 'bakery' };
const line = (
  productID: string,
  quantity: number,
  unitPrice: number,
  extra: Record<string, unknown> = {},
) => ({ productID, quantity, unitPrice, description: productID, ...extra });
const orders = [
  {
    id: 'po-old',
    supplyAgreementID: 'agr-dairy',
    dueDate: '2026-02-20T13:00:00.000Z',
    orderItems: [line('milk', 10, 2)],
  },
  {
    id: 'po-last',
    supplyAgreementID: 'agr-dairy',
    dueDate: '2026-03-02T13:00:00.000Z',
    locationID: 'loc-me',
    orderItems: [
      line('milk', 24, 2.35),
      line('crate', 3, 3),
      line('cream', 6, 4, { taxType: 'GST' }),
      {
        productID: null,
        quantity: 1,
        unitPrice: 15,
        automaticLineItemID: 'fee',
        description: 'Delivery Fee',
      },
    ],
  },
  { id: 'po-next', supplyAgreementID: 'agr-bakery', dueDate: '2026-03-05T13:00:00.000Z', orderItems: [] },
  { id: 'po-later', supplyAgreementID: 'agr-dairy', dueDate: '2026-03-09T13:00:00.000Z', orderItems: [] },
];

describe('customer dashboard', () => {
  it('repeats the last order: its products again (no automatic or tethered copies), due on the first allowed day, priced', () => {
    // The dashboard's card, as the insights worker makes it from the orders up to po-last.
    const card = supplierCards([dairy], orders.slice(0, 2))[0]!;
    expect(card.lastOrder?.id).toBe('po-last');
    const tethers = [
      { id: 't', triggeringProductID: 'milk', tetheredProductID: 'crate', factor: 9, quantity: 1 },
    ];
    const result = repeatLastOrder(
      card,
      { products: [], priceTiers: [], tethers, automaticLineItems: [], locations: [], companyID: null },
      NOW,
      zone,
    );
    const items = (result?.order.orderItems ?? []) as {
      productID: string;
      quantity: number;
      isTethered?: boolean;
    }[];
    expect(items.map((item) => [item.productID, item.quantity, item.isTethered === true])).toEqual([
      ['milk', 24, false],
      ['cream', 6, false],
      ['crate', 3, true],
    ]);
    // 24 x 2.35 + 6 x 4 (+2.40 GST) + 3 x 3 = 56.40 + 24 + 9 + 2.40
    expect(result?.order).toMatchObject({
      supplyAgreementID: 'agr-dairy',
      sellerID: 'dairy',
      buyerID: 'me',
      locationID: 'loc-me',
      dueDate: '2026-03-04T13:00:00.000Z',
      amountTotal: 91.8,
    });
  });

  it('has nothing to repeat without a last order', () => {
    expect(
      repeatLastOrder(
        { agreement: bakery, name: 'Westside Bakery', lastOrder: null, previousLines: [] },
        { products: [], priceTiers: [], tethers: [], automaticLineItems: [], locations: [], companyID: null },
        NOW,
        zone,
      ),
    ).toBeNull();
  });
});

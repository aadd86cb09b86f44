import { describe, expect, it } from 'vitest';
import { issuerOf } from './invoice-document';
import { addressText, isOutsideSupplier, purchaseOrderDocument } from './purchase-order-document';

const order = {
  id: 'po-1',
  purchaseOrderNumber: 2042,
  sellerID: null,
  createdOn: '2026-11-24T22:30:00.000Z',
  dueDate: '2026-11-26T19:00:00.000Z',
  orderItems: [
    { id: 'l2', description: 'Egg Crate', quantity: 2, unitPrice: 3, taxType: 'GST' as const, sortNumber: 2 },
    {
      id: 'l1',
      description: 'Free Range Eggs 700g',
      quantity: 30,
      unitPrice: 4.5,
      taxType: null,
      sortNumber: 1,
    },
  ],
  subTotal: 141,
  taxTotal: 0.6,
  amountTotal: 141.6,
};
const agreement = {
  companyName: 'Local Eggs',
  email: 'orders@localeggs.com.au',
  phoneNumber: '03 5550 0199',
  sellerID: null,
};
const location = {
  locationName: 'Main Warehouse',
  streetNumber: '12',
  streetName: 'Dock Rd',
  suburb: 'Port Melbourne',
  state: 'VIC',
  postcode: '3207',
};

describe('the printable purchase order', () => {
  it('goes to a supplier outside Bulktrade only: one whose agreement names no Bulktrade account', () => {
    expect(isOutsideSupplier(order, agreement)).toBe(true);
    expect(isOutsideSupplier(order, { ...agreement, sellerID: 'comp-dairy' })).toBe(false);
    expect(isOutsideSupplier({ ...order, sellerID: 'comp-dairy' }, agreement)).toBe(false);
  });

  it('shows our letterhead, the supplier, where and when (in the company time zone), the lines in order and the totals', () => {
    const doc = purchaseOrderDocument(
      order,
      issuerOf({ companyName: 'Yarra Valley Wholesale', abn: '51 824 753 556' }),
      agreement,
      location,
      'Australia/Melbourne',
    );
    expect(doc).toMatchObject({
      title: 'Purchase Order',
      number: '2042',
      issuer: { name: 'Yarra Valley Wholesale', abn: '51 824 753 556' },
      supplier: { name: 'Local Eggs', email: 'orders@localeggs.com.au', phone: '03 5550 0199' },
      deliverTo: { name: 'Main Warehouse', address: '12 Dock Rd, Port Melbourne VIC 3207' },
      orderedOn: '25 Nov 2026',
      dueOn: '27 Nov 2026 06:00 AM',
      isPickup: false,
      subTotal: 141,
      taxTotal: 0.6,
      amountTotal: 141.6,
    });
    expect(doc.lines.map((line) => [line.description, line.quantity, line.amount, line.gst])).toEqual([
      ['Free Range Eggs 700g', 30, 135, 0],
      ['Egg Crate', 2, 6, 0.6],
    ]);
  });

  it('in another company time zone, the same instant is that zone’s wall time', () => {
    expect(purchaseOrderDocument(order, issuerOf({}), agreement, location, 'Australia/Perth').dueOn).toBe(
      '27 Nov 2026 03:00 AM',
    );
  });

  it('writes an address from its line one, else its street parts', () => {
    expect(addressText({ addressLineOne: '1 Main St', suburb: 'Kew', state: 'VIC', postcode: '3101' })).toBe(
      '1 Main St, Kew VIC 3101',
    );
    expect(
      addressText({
        addressLineOne: '40 Abbotts Road, Dandenong South VIC 3175',
        suburb: 'Dandenong South',
        state: 'VIC',
        postcode: '3175',
      }),
    ).toBe('40 Abbotts Road, Dandenong South VIC 3175');
    expect(addressText(null)).toBe('');
  });

  it('without a PO number, quotes a reference from the order id', () => {
    const { purchaseOrderNumber: _number, ...unnumbered } = order;
    expect(
      purchaseOrderDocument(
        { ...unnumbered, id: 'a1b2c3d4-0000-4000-8000-000000000000' },
        issuerOf({}),
        agreement,
        location,
        'Australia/Melbourne',
      ).number,
    ).toBe('A1B2C3D4');
  });
});

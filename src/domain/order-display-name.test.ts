import { describe, expect, it } from 'vitest';
import { orderDisplayName, orderNumberLabel } from './order-display-name';

const id = '192fedc9-d831-4c1e-9a55-0d6f1b2c3d4e';
const zone = 'Australia/Melbourne';

describe('orderDisplayName', () => {
  it("names a buyer's order by its PO number, then the seller's order number", () => {
    expect(orderDisplayName({ id, purchaseOrderNumber: 'PO-7', customerOrderNumber: 1008 }, 'buyer')).toBe(
      'PO-7',
    );
    expect(orderDisplayName({ id, purchaseOrderNumber: '', customerOrderNumber: 1008 }, 'buyer')).toBe(
      'Order 1008',
    );
    expect(orderDisplayName({ id, purchaseOrderNumber: null, customerOrderNumber: '1009' }, 'buyer')).toBe(
      'Order 1009',
    );
  });

  it("names a seller's order by its order number, then the buyer's PO number", () => {
    expect(orderDisplayName({ id, purchaseOrderNumber: 'PO-7', customerOrderNumber: 1008 }, 'seller')).toBe(
      '1008',
    );
    expect(orderDisplayName({ id, purchaseOrderNumber: 'PO-7', customerOrderNumber: null }, 'seller')).toBe(
      'PO PO-7',
    );
  });

  it('falls back to the due date, then to New order, never to the id', () => {
    expect(orderDisplayName({ id, dueDate: '2026-09-05T23:07:09Z' }, 'buyer', zone)).toBe(
      'Order of 06 Sep 2026',
    );
    expect(orderDisplayName({ id, purchaseOrderNumber: '  ' }, 'seller', zone)).toBe('New order');
    for (const side of ['buyer', 'seller'] as const)
      expect(orderDisplayName({ id }, side, zone)).not.toContain(id.slice(0, 8));
  });
});

describe('orderNumberLabel', () => {
  it('is null until the order has a number of either side', () => {
    expect(orderNumberLabel({ id, dueDate: '2026-09-05T23:07:09Z' }, 'buyer')).toBeNull();
    expect(orderNumberLabel({ id, customerOrderNumber: 1006 }, 'buyer')).toBe('Order 1006');
  });
});

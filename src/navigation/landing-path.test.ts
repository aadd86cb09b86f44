import { describe, expect, it } from 'vitest';
import { landingPathAfterSignIn, workPathOf } from './landing-path';

describe('landing after sign-in', () => {
  it("lands on the person's work by role", () => {
    expect(workPathOf({ subscriptionCode: 'CUSTFREE', permissions: 'everything.edit' })).toBe(
      '/dashboard/customer',
    );
    expect(workPathOf({ subscriptionCode: 'CUST', permissions: 'purchase-orders.edit' })).toBe(
      '/dashboard/customer',
    );
    expect(
      workPathOf({
        subscriptionCode: 'SUPP',
        permissions: 'driver,journeys.edit,deliveries.edit,releases.edit',
      }),
    ).toBe('/hub/driving');
    expect(workPathOf({ subscriptionCode: 'COUR', permissions: 'Driver' })).toBe('/hub/driving');
    expect(
      workPathOf({
        subscriptionCode: 'SUPP',
        permissions: 'picker,stock-batches,stock-items,consignments.edit',
      }),
    ).toBe('/hub/picking');
    expect(
      workPathOf({ subscriptionCode: 'SUPP', permissions: 'packer,stock-items,consignments.edit' }),
    ).toBe('/hub/picking');
    expect(
      workPathOf({ subscriptionCode: 'SUPP', permissions: 'sales-manager,customers.edit,products' }),
    ).toBe('/office-portal');
    expect(workPathOf({ subscriptionCode: 'SUPP', permissions: 'everything.edit,picker' })).toBe(
      '/office-portal',
    );
    expect(workPathOf({ subscriptionCode: 'SUPP', permissions: 'picker', isGlobalAdmin: true })).toBe(
      '/office-portal',
    );
    expect(workPathOf({ subscriptionCode: 'SUPP', permissions: '' })).toBe('/office-portal');
  });

  it('keeps an explicit return address; the marketing home page is no place to land', () => {
    const picker = { subscriptionCode: 'SUPP', permissions: 'picker' };
    expect(landingPathAfterSignIn(picker, '/hub/packing?x=1')).toBe('/hub/packing?x=1');
    expect(landingPathAfterSignIn(picker, '/')).toBe('/hub/picking');
    expect(landingPathAfterSignIn({ subscriptionCode: 'SUPP', permissions: 'everything.edit' }, '/')).toBe(
      '/office-portal',
    );
  });
});

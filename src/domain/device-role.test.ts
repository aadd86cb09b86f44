import { describe, expect, it } from 'vitest';
import { deviceRoleOf } from './device-role';

describe('deviceRoleOf', () => {
  it('reads the device role from the permissions the session holds', () => {
    expect(
      deviceRoleOf({
        permissions: 'driver,journeys.edit,deliveries.edit,releases.edit',
        subscriptionCode: 'SUPP',
      }),
    ).toBe('driver');
    expect(
      deviceRoleOf({ permissions: 'picker,stock-items,consignments.edit', subscriptionCode: 'SUPP' }),
    ).toBe('floor');
    expect(deviceRoleOf({ permissions: 'packer,consignments.edit', subscriptionCode: 'COUR' })).toBe('floor');
    expect(deviceRoleOf({ permissions: 'products.edit,customers', subscriptionCode: 'SUPP' })).toBe('office');
  });

  it('gives the wider scope to someone who also plans or sells, and to admins', () => {
    expect(deviceRoleOf({ permissions: 'dispatcher,driver,journeys.edit', subscriptionCode: 'SUPP' })).toBe(
      'office',
    );
    expect(deviceRoleOf({ permissions: 'driver,everything.view', subscriptionCode: 'SUPP' })).toBe('office');
    expect(deviceRoleOf({ permissions: 'driver', isGlobalAdmin: true, subscriptionCode: 'SUPP' })).toBe(
      'office',
    );
  });

  it("scopes a customer company's devices as a customer's, whatever their permissions", () => {
    expect(deviceRoleOf({ permissions: 'everything.edit', subscriptionCode: 'CUSTFREE' })).toBe('customer');
    expect(deviceRoleOf(null)).toBe('office');
  });
});

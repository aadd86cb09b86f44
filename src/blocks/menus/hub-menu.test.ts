import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../domain/permissions';
import { DASHBOARD_GROUPS, HUB_GROUPS, hubMenu, type MenuButtonGroup } from './hub-menu';
import { DASHBOARD_BUTTON_SIZE, HOVER_OPEN_DELAY_MS, HUB_BUTTON_SIZE } from './menu-button-sizes';
import { CUSTOMER, DRIVER, SUPPLIER_ADMIN } from './menu-fixtures';

function enabled(groups: readonly MenuButtonGroup[]): string[] {
  return groups.flatMap((group) =>
    group.buttons.filter((button) => !button.disabled).map((button) => button.href),
  );
}

const staff = (
  permissions: string,
  subscriptionCode: AccessSubject['subscriptionCode'] = 'SUPP',
): AccessSubject => ({
  permissions,
  subscriptionCode,
  isGlobalAdmin: false,
  company: { isSuspended: false },
});

describe('the hub table', () => {
  it('maps every group of the spec to its real paths and query values', () => {
    expect(HUB_GROUPS.map((group) => [group.name, group.targets.map((item) => item.href)])).toEqual([
      ['Dispatch', ['/hub/dispatch', '/hub/driving?mode=pickup']],
      ['Driving', ['/hub/driving?mode=journey']],
      ['Optimize', ['/hub/journey-optimization', '/hub/template-optimization']],
      ['Packing', ['/hub/packing']],
      ['Picking', ['/hub/picking']],
      ['Production', ['/hub/production']],
      ['Sales', ['/hub/sales', '/hub/order-sheets', '/office-portal/customer-order/new?mode=instant']],
      ['Stock', ['/hub/stock-checker?filterBy=Sold', '/hub/stock-balancer', '/office-portal/stock-imports']],
      ['Training', ['/demo']],
    ]);
  });

  it("names each target's permission as the spec does", () => {
    const permissionOf = Object.fromEntries(
      HUB_GROUPS.flatMap((group) => group.targets).map((item) => [
        item.href,
        item.requirements.map((need) => need.permissions ?? 'public'),
      ]),
    );
    expect(permissionOf).toMatchObject({
      '/hub/dispatch': [['dispatcher']],
      '/hub/driving?mode=pickup': [['dispatch-pickups']],
      '/hub/driving?mode=journey': [['driver']],
      '/hub/journey-optimization': [['journey-optimizer']],
      '/hub/template-optimization': [['journey-optimizer']],
      '/hub/packing': [['packer']],
      '/hub/picking': [['picker']],
      '/hub/production': [['manufacturer']],
      '/hub/sales': [['sales-manager']],
      '/hub/order-sheets': [['sales-manager']],
      '/office-portal/customer-order/new?mode=instant': [['sales-manager'], ['customer-orders']],
      '/hub/stock-checker?filterBy=Sold': [['stock-manager']],
      '/hub/stock-balancer': [['stock-manager']],
      '/office-portal/stock-imports': [['stock-manager'], ['stock-imports']],
      '/demo': ['public'],
    });
  });

  it('lists the customer, procurement and supplier dashboards and the delivery and journey statistics', () => {
    expect(DASHBOARD_GROUPS.flatMap((group) => group.targets.map((item) => item.href))).toEqual([
      '/dashboard/customer',
      '/dashboard/procurement',
      '/dashboard/supplier',
      '/statistics/delivery',
      '/statistics/journey',
    ]);
  });

  it('keeps the spec sizes and hover delay', () => {
    expect(HUB_BUTTON_SIZE).toEqual({ width: 90, height: 80 });
    expect(DASHBOARD_BUTTON_SIZE).toEqual({ width: 135, height: 80 });
    expect(HOVER_OPEN_DELAY_MS).toBe(300);
  });
});

describe('hubMenu', () => {
  it('disables every button when logged out except Training', () => {
    expect(enabled(hubMenu(null, HUB_GROUPS))).toEqual(['/demo']);
    expect(enabled(hubMenu(undefined, DASHBOARD_GROUPS))).toEqual([]);
  });

  it('enables only the hubs a role-like permission names', () => {
    expect(enabled(hubMenu(staff('packer'), HUB_GROUPS))).toEqual(['/hub/packing', '/demo']);
    expect(enabled(hubMenu(staff('dispatch-pickups'), HUB_GROUPS))).toEqual([
      '/hub/driving?mode=pickup',
      '/demo',
    ]);
    expect(enabled(hubMenu(staff('dispatcher'), HUB_GROUPS))).toEqual(['/hub/dispatch', '/demo']);
    expect(enabled(hubMenu(staff('stock-manager.edit'), HUB_GROUPS))).toEqual([
      '/hub/stock-checker?filterBy=Sold',
      '/hub/stock-balancer',
      '/demo',
    ]);
  });

  it('asks a portal target for its list route too: permission and subscription', () => {
    expect(enabled(hubMenu(staff('stock-manager,stock-imports'), HUB_GROUPS))).toContain(
      '/office-portal/stock-imports',
    );
    expect(enabled(hubMenu(staff('stock-manager,stock-imports', 'CUST'), HUB_GROUPS))).not.toContain(
      '/office-portal/stock-imports',
    );
    expect(enabled(hubMenu(staff('sales-manager'), HUB_GROUPS))).not.toContain(
      '/office-portal/customer-order/new?mode=instant',
    );
    expect(enabled(hubMenu(staff('sales-manager,customer-orders'), HUB_GROUPS))).toContain(
      '/office-portal/customer-order/new?mode=instant',
    );
  });

  it('gives a driver-only user Driving and Training, and a global admin every hub', () => {
    expect(enabled(hubMenu(DRIVER, HUB_GROUPS))).toEqual(['/hub/driving?mode=journey', '/demo']);
    expect(enabled(hubMenu(SUPPLIER_ADMIN, HUB_GROUPS))).toEqual(
      HUB_GROUPS.flatMap((group) => group.targets.map((item) => item.href)),
    );
  });

  it("takes a suspended company's admin back to their own permissions", () => {
    const suspended = { ...SUPPLIER_ADMIN, permissions: 'picker', company: { isSuspended: true } };
    expect(enabled(hubMenu(suspended, HUB_GROUPS))).toEqual(['/hub/picking', '/demo']);
  });

  it('opens dashboards and statistics by subscription level', () => {
    expect(enabled(hubMenu(staff('', 'CUSTFREE'), DASHBOARD_GROUPS))).toEqual(['/dashboard/customer']);
    expect(enabled(hubMenu(CUSTOMER, DASHBOARD_GROUPS))).toEqual([
      '/dashboard/customer',
      '/dashboard/procurement',
    ]);
    expect(enabled(hubMenu(staff('', 'COUR'), DASHBOARD_GROUPS))).toEqual([
      '/dashboard/customer',
      '/dashboard/procurement',
      '/statistics/delivery',
      '/statistics/journey',
    ]);
    expect(enabled(hubMenu(SUPPLIER_ADMIN, DASHBOARD_GROUPS))).toHaveLength(5);
  });

  it('keeps the groups and labels whatever the session', () => {
    const shape = (groups: readonly MenuButtonGroup[]) =>
      groups.map((group) => [group.name, group.buttons.map((button) => button.label)]);
    expect(shape(hubMenu(null, HUB_GROUPS))).toEqual(shape(hubMenu(SUPPLIER_ADMIN, HUB_GROUPS)));
  });
});

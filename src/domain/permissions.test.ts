import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SUSPENDED_MESSAGE,
  canEdit,
  canEditArea,
  canView,
  canViewArea,
  hasFullAccess,
  parsePermissions,
  permissionGrants,
  suspensionOf,
  type AccessSubject,
} from './permissions';
import { SUBSCRIPTION_CODES } from './subscriptions';

const areaName = fc.stringMatching(/^[a-z][a-z-]{0,15}$/).filter((name) => name !== 'everything');

function user(permissions: string, extra: Partial<AccessSubject> = {}): AccessSubject {
  return {
    permissions,
    isGlobalAdmin: false,
    subscriptionCode: 'SUPP',
    company: { isSuspended: false },
    ...extra,
  };
}

describe('parsePermissions', () => {
  it('trims tokens, drops empties and keeps case', () => {
    expect(parsePermissions(' customers , Products.Edit,, ,driver ')).toEqual([
      'customers',
      'Products.Edit',
      'driver',
    ]);
  });

  it('gives no tokens for an empty or missing list', () => {
    expect(parsePermissions('')).toEqual([]);
    expect(parsePermissions(' , ,')).toEqual([]);
    expect(parsePermissions(null)).toEqual([]);
    expect(parsePermissions(undefined)).toEqual([]);
  });

  it('round-trips any list of clean tokens', () => {
    fc.assert(
      fc.property(fc.array(areaName), (tokens) => {
        expect(parsePermissions(tokens.join(' , '))).toEqual(tokens);
      }),
    );
  });
});

describe('permissionGrants', () => {
  it('reads name as view and name.edit as edit plus view, lower-cased', () => {
    const grants = permissionGrants(['Customers', 'PRODUCTS.EDIT']);
    expect([...grants.view].sort()).toEqual(['customers', 'products']);
    expect([...grants.edit]).toEqual(['products']);
    expect(grants.viewAll).toBe(false);
    expect(grants.editAll).toBe(false);
  });

  it('reads everything.view as all view and everything.edit as all edit and view', () => {
    expect(permissionGrants(['everything.view'])).toMatchObject({ viewAll: true, editAll: false });
    expect(permissionGrants(['Everything.Edit'])).toMatchObject({ viewAll: true, editAll: true });
  });

  it('does not treat a bare ".edit" as an area', () => {
    const grants = permissionGrants(['.edit']);
    expect(grants.edit.size).toBe(0);
    expect(grants.view.has('.edit')).toBe(true);
  });
});

describe('canViewArea and canEditArea', () => {
  it('grants view but not edit for a bare name', () => {
    const session = user('customers');
    expect(canViewArea(session, 'customers')).toBe(true);
    expect(canEditArea(session, 'customers')).toBe(false);
    expect(canViewArea(session, 'suppliers')).toBe(false);
  });

  it('lets edit imply view', () => {
    const session = user('products.edit');
    expect(canEditArea(session, 'products')).toBe(true);
    expect(canViewArea(session, 'products')).toBe(true);
  });

  it('compares case-insensitively and ignores spaces around tokens', () => {
    const session = user('  Stock-Batches.EDIT ,Journeys ');
    expect(canEditArea(session, 'stock-batches')).toBe(true);
    expect(canViewArea(session, 'JOURNEYS')).toBe(true);
  });

  it('does not match on a prefix or suffix of a name', () => {
    const session = user('stock-items,customer-invoices.edit');
    expect(canViewArea(session, 'stock')).toBe(false);
    expect(canViewArea(session, 'customer')).toBe(false);
    expect(canEditArea(session, 'invoices')).toBe(false);
  });

  it('grants all view, not edit, with everything.view', () => {
    fc.assert(
      fc.property(areaName, (area) => {
        const session = user('everything.view');
        expect(canViewArea(session, area)).toBe(true);
        expect(canEditArea(session, area)).toBe(false);
      }),
    );
  });

  it('grants all view and edit with everything.edit', () => {
    fc.assert(
      fc.property(areaName, (area) => {
        const session = user('everything.edit');
        expect(canViewArea(session, area)).toBe(true);
        expect(canEditArea(session, area)).toBe(true);
      }),
    );
  });

  it('lets a global admin of a non-suspended company view and edit anything', () => {
    fc.assert(
      fc.property(areaName, (area) => {
        const admin = user('', { isGlobalAdmin: true });
        expect(canViewArea(admin, area)).toBe(true);
        expect(canEditArea(admin, area)).toBe(true);
      }),
    );
  });

  it('gives a suspended company global admin nothing beyond their tokens', () => {
    const admin = user('customers', { isGlobalAdmin: true, company: { isSuspended: true } });
    expect(hasFullAccess(admin)).toBe(false);
    expect(canViewArea(admin, 'customers')).toBe(true);
    expect(canViewArea(admin, 'suppliers')).toBe(false);
    expect(canEditArea(admin, 'customers')).toBe(false);
  });

  it('denies everything without a session or permissions', () => {
    expect(canViewArea(null, 'customers')).toBe(false);
    expect(canEditArea(undefined, 'customers')).toBe(false);
    expect(canViewArea(user(''), 'customers')).toBe(false);
    expect(canViewArea({}, 'customers')).toBe(false);
  });
});

describe('canView and canEdit for menu items', () => {
  const packerItem = { subscriptionCode: 'SUPP', permissions: ['packer'] } as const;

  it('always shows public items, even logged out', () => {
    expect(canView(null, { isPublic: true })).toBe(true);
    expect(canView(undefined, { isPublic: true, subscriptionCode: 'SUPP', permissions: ['x'] })).toBe(true);
  });

  it('never grants edit just for being public', () => {
    expect(canEdit(null, { isPublic: true })).toBe(false);
    expect(canEdit(user('products'), { isPublic: true, permissions: ['products'] })).toBe(false);
  });

  it('hides non-public items when logged out', () => {
    expect(canView(null, {})).toBe(false);
    expect(canView(null, { permissions: [] })).toBe(false);
  });

  it('needs a subscription level that covers the item level', () => {
    expect(canView(user('packer', { subscriptionCode: 'SUPP' }), packerItem)).toBe(true);
    expect(canView(user('packer', { subscriptionCode: 'COUR' }), packerItem)).toBe(false);
    expect(canView(user('', { subscriptionCode: 'SUPP' }), { subscriptionCode: 'CUST' })).toBe(true);
    expect(canView(user('', { subscriptionCode: 'CUSTFREE' }), { subscriptionCode: 'CUST' })).toBe(false);
  });

  it('needs one of the listed permissions', () => {
    expect(canView(user('picker'), packerItem)).toBe(false);
    expect(canView(user('packer'), packerItem)).toBe(true);
  });

  it('treats a listed permission set as any-of, not all-of', () => {
    const item = { permissions: ['dispatcher', 'dispatch-pickups'] };
    expect(canView(user('dispatch-pickups'), item)).toBe(true);
    expect(canView(user('dispatcher'), item)).toBe(true);
    expect(canView(user('driver'), item)).toBe(false);
  });

  it('lets only the level matter when no permissions are listed', () => {
    expect(canView(user(''), { subscriptionCode: 'SUPP' })).toBe(true);
    expect(
      canView(user('', { subscriptionCode: 'CUST' }), { subscriptionCode: 'SUPP', permissions: [] }),
    ).toBe(false);
    expect(canView(user(''), {})).toBe(true);
  });

  it('needs edit on a listed permission for canEdit', () => {
    expect(canEdit(user('packer'), packerItem)).toBe(false);
    expect(canEdit(user('packer.edit'), packerItem)).toBe(true);
    expect(canEdit(user('packer.edit', { subscriptionCode: 'CUST' }), packerItem)).toBe(false);
  });

  it('lets a global admin pass permissions but not the subscription level', () => {
    const admin = user('', { isGlobalAdmin: true, subscriptionCode: 'CUST' });
    expect(canView(admin, { subscriptionCode: 'CUST', permissions: ['stock-manager'] })).toBe(true);
    expect(canEdit(admin, { subscriptionCode: 'CUST', permissions: ['stock-manager'] })).toBe(true);
    expect(canView(admin, { subscriptionCode: 'SUPP' })).toBe(false);
  });

  it('never lets canEdit pass where canView fails', () => {
    const tokens = fc.array(
      fc.oneof(
        areaName,
        areaName.map((name) => `${name}.edit`),
        fc.constantFrom('everything.view', 'everything.edit'),
      ),
    );
    const code = fc.constantFrom(...SUBSCRIPTION_CODES);
    fc.assert(
      fc.property(
        tokens,
        code,
        fc.boolean(),
        fc.array(areaName, { maxLength: 3 }),
        code,
        (list, userCode, admin, needed, itemCode) => {
          const session = user(list.join(','), { subscriptionCode: userCode, isGlobalAdmin: admin });
          const item = { subscriptionCode: itemCode, permissions: needed };
          // Edit implies view: canEdit true with canView false is the only failing case.
          expect(!canEdit(session, item) || canView(session, item)).toBe(true);
        },
      ),
    );
  });
});

describe('suspensionOf', () => {
  it('reports the suspended message with the stated reason', () => {
    expect(
      suspensionOf({ company: { isSuspended: true, reasonForSuspension: ' Overdue invoices ' } }),
    ).toEqual({
      isSuspended: true,
      message: 'Your account has been suspended!',
      reason: 'Overdue invoices',
    });
    expect(SUSPENDED_MESSAGE).toBe('Your account has been suspended!');
  });

  it('gives a null reason when none was stated', () => {
    expect(suspensionOf({ company: { isSuspended: true, reasonForSuspension: '  ' } })).toMatchObject({
      reason: null,
    });
    expect(suspensionOf({ company: { isSuspended: true } })).toMatchObject({ reason: null });
  });

  it('is not suspended otherwise', () => {
    expect(suspensionOf({ company: { isSuspended: false, reasonForSuspension: 'old' } })).toEqual({
      isSuspended: false,
    });
    expect(suspensionOf({})).toEqual({ isSuspended: false });
    expect(suspensionOf(null)).toEqual({ isSuspended: false });
  });
});

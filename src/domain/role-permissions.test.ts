import { describe, expect, it } from 'vitest';
import { currentPermissions, roleIDOf } from './role-permissions';

const role = {
  id: 'role-picker',
  companyAccountID: 'acme',
  isInactive: false,
  permissions: 'picker,stock-items',
};

describe("a user's current permissions", () => {
  it("are the role's as it stands now, not the copy made when the user was invited", () => {
    const user = {
      companyAccountID: 'acme',
      roleID: 'role-picker',
      permissions: 'picker,stock-items,products',
    };
    expect(currentPermissions(user, role)).toBe('picker,stock-items');
    expect(currentPermissions(user, { ...role, permissions: 'picker' })).toBe('picker');
  });

  it('are the user record’s own list for a user without a role', () => {
    expect(
      currentPermissions({ companyAccountID: 'acme', roleID: null, permissions: 'products' }, null),
    ).toBe('products');
    expect(currentPermissions({ companyAccountID: 'acme', roleID: ' ', permissions: 'products' }, null)).toBe(
      'products',
    );
    expect(roleIDOf({ companyAccountID: 'acme', roleID: '' })).toBeNull();
  });

  it('are none when the role is gone, deactivated, another role or another company’s', () => {
    const user = { companyAccountID: 'acme', roleID: 'role-picker', permissions: 'everything.edit' };
    expect(currentPermissions(user, null)).toBe('');
    expect(currentPermissions(user, { ...role, isInactive: true })).toBe('');
    expect(currentPermissions(user, { ...role, id: 'role-other' })).toBe('');
    expect(currentPermissions(user, { ...role, companyAccountID: 'birch' })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { entityByName } from '../entities/registry';
import { formFieldsFor, hasEditableField } from './portal-access';

describe('formFieldsFor', () => {
  const users = entityByName('users');
  const readOnlyOf = (isGlobalAdmin: boolean) =>
    formFieldsFor(users, { isGlobalAdmin })
      .filter((field) => field.readOnly === true)
      .map((field) => field.name);

  it('makes the admin-only fields of a user read-only for anyone but a global admin', () => {
    const adminOnly = users.adminOnlyFields ?? [];
    expect(adminOnly).toContain('roleID');
    expect(readOnlyOf(false)).toEqual(
      expect.arrayContaining(
        [...adminOnly].filter((name) => users.fields.some((field) => field.name === name)),
      ),
    );
    expect(readOnlyOf(true)).not.toContain('roleID');
  });

  it('leaves entities without admin-only fields as declared', () => {
    const products = entityByName('products');
    expect(formFieldsFor(products, { isGlobalAdmin: false })).toBe(products.fields);
  });
});

describe('hasEditableField', () => {
  it('is false for archives and directories, whose every field is read-only, and true for working lists', () => {
    expect(hasEditableField(entityByName('batch-archives'))).toBe(false);
    expect(hasEditableField(entityByName('public-companies'))).toBe(false);
    expect(hasEditableField(entityByName('batches'))).toBe(true);
  });
});

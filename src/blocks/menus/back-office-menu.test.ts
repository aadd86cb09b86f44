import { describe, expect, it } from 'vitest';
import { ENTITIES, entityByName } from '../../entities/registry';
import { CSV_IMPORTS } from '../../entities/csv-imports';
import {
  ACCOUNT_EXTRA_ITEMS,
  MENU_GROUPS,
  backOfficeMenu,
  entityVisible,
  isItemActive,
  itemMatches,
  isWithin,
  listHref,
  sectionOf,
  type BackOfficeSection,
} from './back-office-menu';
import { CUSTOMER, DRIVER, SUPPLIER_ADMIN } from './menu-fixtures';

function labels(sections: readonly BackOfficeSection[], group: string): string[] {
  return sections.find((section) => section.group === group)?.items.map((item) => item.label) ?? [];
}

describe('backOfficeMenu', () => {
  it('is empty when logged out', () => {
    expect(backOfficeMenu(null)).toEqual([]);
  });

  it('gives a supplier global admin every group, in the spec order, with every menu entity', () => {
    const sections = backOfficeMenu(SUPPLIER_ADMIN);
    expect(sections.map((section) => section.group)).toEqual(MENU_GROUPS);
    const entityItems = sections
      .flatMap((section) => section.items)
      .filter((item) => item.href.startsWith('/office-portal/'));
    expect(entityItems).toHaveLength(
      ENTITIES.filter((entity) => entity.menuGroup !== null).length + CSV_IMPORTS.length,
    );
    expect(labels(sections, 'Stock')).toContain('Batches');
    expect(labels(sections, 'Dispatch')).toContain('Journeys');
  });

  it('puts each CSV import beside its list, found by the search for "import" or "csv"', () => {
    const sections = backOfficeMenu(SUPPLIER_ADMIN);
    expect(labels(sections, 'Items')).toContain('Import Products from CSV');
    expect(labels(sections, 'Business')).toContain('Import Customers from CSV');
    expect(labels(sections, 'Ordering')).toContain('Import Customer Orders from CSV');
    const items = sections.flatMap((section) => section.items);
    const found = (query: string) =>
      items.filter((item) => itemMatches(item, query)).map((item) => item.href);
    const imports = [
      '/office-portal/customer-orders-import',
      '/office-portal/new-customers',
      '/office-portal/new-products',
    ];
    expect(found('csv').sort()).toEqual(imports);
    expect(found('Import')).toEqual(expect.arrayContaining(imports));
    expect(found('import products')).toContain('/office-portal/new-products');
    // A driver, who may not add products or customers, is offered no import.
    expect(
      backOfficeMenu(DRIVER)
        .flatMap((section) => section.items)
        .filter((item) => itemMatches(item, 'csv')),
    ).toEqual([]);
  });

  it('hides levels above a CUST customer: no batches, journeys or fulfiller orders', () => {
    const sections = backOfficeMenu(CUSTOMER);
    expect(labels(sections, 'Ordering')).toContain('Purchase Orders');
    expect(labels(sections, 'Ordering')).not.toContain('Fulfiller Orders');
    expect(labels(sections, 'Stock')).not.toContain('Batches');
    expect(labels(sections, 'Dispatch')).toContain('Deliveries');
    expect(labels(sections, 'Dispatch')).not.toContain('Journeys');
    expect(labels(sections, 'Invoicing')).toContain('Supplier Invoices');
    expect(labels(sections, 'Invoicing')).not.toContain('Order Invoicing Actions');
  });

  it('gives a driver-only user the journeys and deliveries they hold plus their account pages', () => {
    expect(
      backOfficeMenu(DRIVER).map((section) => [section.group, section.items.map((item) => item.label)]),
    ).toEqual([
      ['Dispatch', ['Courier Pointers', 'Deliveries', 'Journey Templates', 'Journeys']],
      ['Business', ['Browse Couriers', 'Browse Products', 'Public Suppliers']],
      ['Account', ['My Profile', 'Settings']],
    ]);
  });

  it('shows the three menus differently', () => {
    const shape = (sections: readonly BackOfficeSection[]) => JSON.stringify(sections);
    const menus = new Set([
      shape(backOfficeMenu(CUSTOMER)),
      shape(backOfficeMenu(SUPPLIER_ADMIN)),
      shape(backOfficeMenu(DRIVER)),
    ]);
    expect(menus.size).toBe(3);
  });

  it('adds My Profile and Settings to Account and sorts each group by label', () => {
    const account = backOfficeMenu(SUPPLIER_ADMIN).find((section) => section.group === 'Account');
    expect(account?.items).toEqual(expect.arrayContaining([...ACCOUNT_EXTRA_ITEMS]));
    expect(ACCOUNT_EXTRA_ITEMS.map((item) => item.href)).toEqual(['/my-profile', '/settings']);
    for (const section of backOfficeMenu(SUPPLIER_ADMIN)) {
      const names = section.items.map((item) => item.label);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('links each entity to its list route and its records to the singular route', () => {
    const items = backOfficeMenu(SUPPLIER_ADMIN).flatMap((section) => section.items);
    expect(items.find((item) => item.key === 'customer-orders')).toEqual({
      key: 'customer-orders',
      label: 'Customer Orders',
      href: '/office-portal/customer-orders',
      detailHref: '/office-portal/customer-order',
    });
    expect(items.find((item) => item.key === 'stock-items')).not.toHaveProperty('detailHref');
    expect(listHref(entityByName('zones'))).toBe('/office-portal/zones');
  });
});

describe('entityVisible', () => {
  it('accepts an area.edit permission as view', () => {
    const session = { permissions: 'customers.edit', subscriptionCode: 'SUPP' as const };
    expect(entityVisible(session, entityByName('customers'))).toBe(true);
    expect(entityVisible(session, entityByName('suppliers'))).toBe(false);
  });

  it('shows public views to any session and nothing to no session', () => {
    expect(entityVisible({ permissions: '' }, entityByName('browse-products'))).toBe(true);
    expect(entityVisible(null, entityByName('customers'))).toBe(false);
  });
});

describe('active links', () => {
  const sections = backOfficeMenu(SUPPLIER_ADMIN);

  it('finds the group of a list or a record', () => {
    expect(sectionOf(sections, '/office-portal/customers')?.group).toBe('Business');
    expect(sectionOf(sections, '/office-portal/journey/42')?.group).toBe('Dispatch');
    expect(sectionOf(sections, '/hub/packing')).toBeUndefined();
  });

  it('does not take a longer name for a sub-path', () => {
    expect(isWithin('/office-portal/customers-x', '/office-portal/customers')).toBe(false);
    expect(isWithin('/office-portal/customers/new', '/office-portal/customers')).toBe(true);
    expect(isItemActive({ key: 'x', label: 'X', href: '/a/xs' }, '/a/x/1')).toBe(false);
  });
});

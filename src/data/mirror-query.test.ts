import { describe, expect, it } from 'vitest';
import { handledFor, mirrorTablesOf, queryConditions, queryRecords, servedEntityOf } from './mirror-query';

const products = [
  { id: 'a', productName: 'Full Cream Milk', tags: 'dairy', sortNumber: 2, isSold: true },
  { id: 'b', productName: 'Oat Milk', tags: 'vegan', sortNumber: 1, isSold: false },
  { id: 'c', productName: 'Flour', tags: 'baking', sortNumber: 3, isSold: true, isInactive: true },
  { id: 'd', productName: 'Sugar', abbreviation: 'MILKISH', sortNumber: 2, isSold: true },
];

describe('querying the mirror like getAll', () => {
  it('sorts by the entity sort, then id; leaves inactive records out unless asked', () => {
    expect(queryRecords('products', products).map((p) => p.id)).toEqual(['b', 'a', 'd']);
    expect(queryRecords('products', products, { includeInactive: true }).map((p) => p.id)).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
    expect(
      queryRecords('products', products, { sort: { field: 'productName', direction: 'desc' } }).map(
        (p) => p.id,
      ),
    ).toEqual(['d', 'b', 'a']);
  });

  it('applies named filters (comma-joined, any case) and the search over the search properties', () => {
    expect(queryRecords('products', products, { filterBy: 'sold' }).map((p) => p.id)).toEqual(['a', 'd']);
    expect(queryRecords('products', products, { searchString: ' milk ' }).map((p) => p.id)).toEqual([
      'b',
      'a',
      'd',
    ]);
    expect(
      queryRecords('products', products, { searchString: 'milk', filterBy: ['Sold'] }).map((p) => p.id),
    ).toEqual(['a', 'd']);
    expect(
      queryRecords('products', products, { conditions: [{ field: 'sortNumber', op: 'gte', value: 2 }] }).map(
        (p) => p.id,
      ),
    ).toEqual(['a', 'd']);
  });

  it("refuses an unknown filter with the server's words", () => {
    expect(() => queryConditions('products', { filterBy: 'Nope' })).toThrow(
      'Nope is not a filter of Products',
    );
  });

  it('reads a shared section with the filters of every screen on it', () => {
    const served = servedEntityOf('new-customers');
    expect(served.name).toBe('customers');
    const newCustomerFilters = servedEntityOf('new-customers').filters.map((filter) => filter.name);
    expect(newCustomerFilters.length).toBeGreaterThanOrEqual(servedEntityOf('customers').filters.length);
  });
});

describe('proxyID', () => {
  const orders = [
    { id: 'o1', buyerID: 'c2', sellerID: 'c1' },
    { id: 'o2', buyerID: 'c3', sellerID: 'c1' },
    { id: 'o3', buyerID: 'c3', sellerID: 'c1', fulfillerID: 'c2', isConfirmed: true },
    // A draft c2 is to fulfil: its 3PL sees it once c1 confirms it.
    { id: 'o4', buyerID: 'c3', sellerID: 'c1', fulfillerID: 'c2', isConfirmed: false },
  ];

  it("lists the orders where the company holds the list's role, and all records without a proxy", () => {
    // c2 buys o1 (its purchase order) and fulfils o3 (a customer order it handles); o4 is still c1's draft.
    expect(
      queryRecords('customer-orders', orders, { proxyID: 'c2', sort: { field: 'id', direction: 'asc' } }).map(
        (o) => o.id,
      ),
    ).toEqual(['o3']);
    expect(queryRecords('purchase-orders', orders, { proxyID: 'c2' }).map((o) => o.id)).toEqual(['o1']);
    expect(queryRecords('customer-orders', orders, { proxyID: 'c1' })).toHaveLength(4);
    expect(queryRecords('customer-orders', orders, { proxyID: null })).toHaveLength(4);
    expect(queryRecords('customer-orders', orders, { proxyID: '' })).toHaveLength(4);
    expect(queryRecords('products', products, { proxyID: 'c2' })).toEqual([]);
    expect(handledFor('products', { companyAccountID: 'c2' }, 'c2')).toBe(true);
  });

  it('reads every table of an order view on behalf of another company, and its own table otherwise', () => {
    expect(mirrorTablesOf('purchase-orders', 'c2')).toEqual(['purchase-orders', 'customer-orders']);
    expect(mirrorTablesOf('customer-orders', 'c2')).toEqual(['customer-orders', 'purchase-orders']);
    expect(mirrorTablesOf('purchase-orders', null)).toEqual(['purchase-orders']);
    expect(mirrorTablesOf('products', 'c2')).toEqual(['products']);
  });

  it("reads only the section's party fields", () => {
    // products have no party fields: naming a company in another field does not count.
    expect(handledFor('products', { companyAccountID: 'c1', buyerID: 'c2' }, 'c2')).toBe(false);
    expect(handledFor('customer-orders', { courierID: 'c2' }, 'c2')).toBe(false);
  });
});

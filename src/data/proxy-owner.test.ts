import { describe, expect, it } from 'vitest';
import { queryRecords } from './mirror-query';
import { withProxy } from './proxy-owner';

describe('withProxy', () => {
  it('leaves a record alone without a proxy', () => {
    expect(withProxy('products', { productName: 'Milk' }, null)).toEqual({ productName: 'Milk' });
    expect(withProxy('products', { productName: 'Milk' }, '')).toEqual({ productName: 'Milk' });
  });

  it('makes the company own a record that has companyAccountID', () => {
    expect(withProxy('products', { productName: 'Milk' }, 'c2')).toEqual({
      productName: 'Milk',
      companyAccountID: 'c2',
    });
    expect(withProxy('locations', { locationName: 'Dock', companyAccountID: 'c1' }, 'c2')).toMatchObject({
      companyAccountID: 'c2',
    });
  });

  it('fills the first blank party field otherwise, and keeps one that already names the company', () => {
    expect(withProxy('customer-orders', { sellerID: 'c1' }, 'c2')).toEqual({ sellerID: 'c2' });
    expect(withProxy('purchase-orders', { sellerID: 'c1' }, 'c2')).toEqual({ sellerID: 'c1', buyerID: 'c2' });
    expect(withProxy('customer-orders', { buyerID: 'c3', sellerID: '' }, 'c2')).toEqual({
      buyerID: 'c3',
      sellerID: 'c2',
    });
    expect(withProxy('customer-orders', { buyerID: 'c3', sellerID: 'c2' }, 'c2')).toEqual({
      buyerID: 'c3',
      sellerID: 'c2',
    });
  });

  it('makes records that the same proxyID then lists', () => {
    const made = [
      withProxy('products', { id: 'a', productName: 'Milk' }, 'c2'),
      withProxy('customer-orders', { id: 'o', sellerID: 'c1' }, 'c2'),
    ];
    expect(queryRecords('products', [made[0] ?? {}], { proxyID: 'c2' })).toHaveLength(1);
    expect(queryRecords('customer-orders', [made[1] ?? {}], { proxyID: 'c2' })).toHaveLength(1);
  });
});

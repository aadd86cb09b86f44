import { describe, expect, it } from 'vitest';
import { writesOf } from '../../hub/command';
import { invoiceUnbilled } from './invoice-unbilled';

describe('invoice unbilled items', () => {
  it('creates the client’s invoice from the company billing', () => {
    const state = {
      entity: 'client-invoices' as const,
      id: 'inv-new',
      buyerID: 'client-1',
      sellerID: 'courier-1',
    };
    expect(writesOf(invoiceUnbilled, state)).toEqual([
      {
        op: 'create',
        entity: 'client-invoices',
        id: 'inv-new',
        fields: { buyerID: 'client-1', sellerID: 'courier-1' },
      },
    ]);
  });

  it('invoices no one before a client is chosen', () => {
    const state = { entity: 'courier-invoices' as const, id: 'i', buyerID: null, sellerID: 'courier-1' };
    expect(writesOf(invoiceUnbilled, state)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { markInvoicePaid } from './mark-paid';

const state = {
  entity: 'customer-invoices' as const,
  id: 'inv-1',
  invoice: { id: 'i1', amountTotal: 66, amountPaid: 10 },
  paidOn: '2026-11-27T00:00:00.000Z',
  recordsPayment: true,
};

describe('mark invoice paid', () => {
  it('pays the whole total on the chosen day', () => {
    expect(writesOf(markInvoicePaid, state)).toEqual([
      {
        op: 'update',
        entity: 'customer-invoices',
        id: 'inv-1',
        fields: { amountPaid: 66, isPaid: true, paidOn: '2026-11-27T00:00:00.000Z' },
      },
    ]);
  });

  it('is not for an invoice another company records', () => {
    expect(writesOf(markInvoicePaid, { ...state, recordsPayment: false })).toEqual([]);
  });
});

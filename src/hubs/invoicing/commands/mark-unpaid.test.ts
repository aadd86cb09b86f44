import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { markInvoiceUnpaid } from './mark-unpaid';

describe('mark invoice unpaid', () => {
  it('undoes the payments', () => {
    const state = {
      entity: 'supplier-invoices' as const,
      id: 'inv-2',
      invoice: { id: 'i1', amountTotal: 66, amountPaid: 66, isPaid: true },
      paidOn: '2026-11-27T00:00:00.000Z',
      recordsPayment: true,
    };
    expect(writesOf(markInvoiceUnpaid, state)).toEqual([
      {
        op: 'update',
        entity: 'supplier-invoices',
        id: 'inv-2',
        fields: { amountPaid: 0, isPaid: false, paidOn: null },
      },
    ]);
  });
});

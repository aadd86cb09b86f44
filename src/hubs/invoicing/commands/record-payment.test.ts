import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { recordInvoicePayment } from './record-payment';

const state = {
  entity: 'customer-invoices' as const,
  id: 'inv-1',
  invoice: { id: 'i1', amountTotal: 66, amountPaid: 10 },
  paidOn: '2026-11-27T00:00:00.000Z',
  recordsPayment: true,
  amount: 20,
};

describe('record invoice payment', () => {
  it('adds the part payment to what was paid', () => {
    expect(writesOf(recordInvoicePayment, state)).toEqual([
      {
        op: 'update',
        entity: 'customer-invoices',
        id: 'inv-1',
        fields: { amountPaid: 30, isPaid: false, paidOn: '2026-11-27T00:00:00.000Z' },
      },
    ]);
  });

  it('records nothing for no amount', () => {
    expect(writesOf(recordInvoicePayment, { ...state, amount: 0 })).toEqual([]);
  });
});

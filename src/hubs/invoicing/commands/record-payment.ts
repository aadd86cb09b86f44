import type { Command } from '../../../blocks/hub/command';
import { recordPayment } from '../../../domain/trade-documents/invoice-payment';
import { paymentWrite, type InvoicePaymentState } from './invoice-payment-state';

/** Record Payment: an amount paid on the chosen day, on top of what was paid before. */
export const recordInvoicePayment: Command<InvoicePaymentState & { amount: number }> = {
  name: 'record-invoice-payment',
  label: 'Record Payment',
  isEnabled: (state) => state.recordsPayment && state.amount > 0,
  perform: (state) => [paymentWrite(state, recordPayment(state.invoice, state.amount, state.paidOn))],
};

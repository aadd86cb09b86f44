import type { Command } from '../../../blocks/hub/command';
import { markPaid } from '../../../domain/trade-documents/invoice-payment';
import { paymentWrite, type InvoicePaymentState } from './invoice-payment-state';

/** Mark Paid: the whole total paid on the chosen day. */
export const markInvoicePaid: Command<InvoicePaymentState> = {
  name: 'mark-invoice-paid',
  label: 'Mark Paid',
  isEnabled: (state) => state.recordsPayment,
  perform: (state) => [paymentWrite(state, markPaid(state.invoice, state.paidOn))],
};

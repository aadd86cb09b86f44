import type { Command } from '../../../blocks/hub/command';
import { markUnpaid } from '../../../domain/trade-documents/invoice-payment';
import { paymentWrite, type InvoicePaymentState } from './invoice-payment-state';

/** Mark Unpaid: payments undone, nothing paid. */
export const markInvoiceUnpaid: Command<InvoicePaymentState> = {
  name: 'mark-invoice-unpaid',
  label: 'Mark Unpaid',
  isEnabled: (state) => state.recordsPayment,
  perform: (state) => [paymentWrite(state, markUnpaid())],
};

import type { FieldsOf, RecordOf } from '../../../data/mirror-row';
import { writes, type Write } from '../../../data/write';

/** The invoice entities whose payment the invoices screen records. */
export type PaymentEntity =
  'customer-invoices' | 'supplier-invoices' | 'client-invoices' | 'subscription-invoices';

/** An invoice as a payment command reads it, and the day a payment is recorded on (ISO). */
export type InvoicePaymentState = {
  entity: PaymentEntity;
  id: string;
  invoice: Readonly<RecordOf<PaymentEntity>>;
  paidOn: string;
  /** Whether this company records the invoice's payment (recordsPayment). */
  recordsPayment: boolean;
};

/** The update that writes an invoice's payment fields. */
export function paymentWrite(state: InvoicePaymentState, fields: FieldsOf<PaymentEntity>): Write {
  return writes.update(state.entity, state.id, fields);
}

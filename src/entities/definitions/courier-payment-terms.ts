import { defineEntity } from '../entity-definition';
import { PAYMENT_TERM_PARTS } from '../families/payment-term-family';
import { paymentTermSchema } from '../schemas/payment-term';

/** When a courier's clients must pay its invoices. */
export const courierPaymentTerms = defineEntity({
  name: 'courier-payment-terms',
  single: 'courier-payment-term',
  label: 'Courier Payment Terms',
  singleLabel: 'Courier Payment Term',
  service: 'CourierInvoicing',
  section: 'Courier/PaymentTerms',
  schema: paymentTermSchema,
  permission: 'payment-terms',
  subscription: 'COURFREE',
  menuGroup: 'Items',
  ...PAYMENT_TERM_PARTS,
});

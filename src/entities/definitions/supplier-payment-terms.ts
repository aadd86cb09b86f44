import { defineEntity } from '../entity-definition';
import { PAYMENT_TERM_PARTS } from '../families/payment-term-family';
import { paymentTermSchema } from '../schemas/payment-term';

/** When the company's customers must pay its invoices. */
export const supplierPaymentTerms = defineEntity({
  name: 'supplier-payment-terms',
  single: 'supplier-payment-term',
  label: 'Supplier Payment Terms',
  singleLabel: 'Supplier Payment Term',
  service: 'OrderInvoicing',
  section: 'Supplier/PaymentTerms',
  schema: paymentTermSchema,
  permission: 'payment-terms',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  ...PAYMENT_TERM_PARTS,
});

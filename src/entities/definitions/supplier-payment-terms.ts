import { defineEntity } from '../entity-definition';
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
  columns: ['paymentTermName', 'daysToPay', 'isEndOfMonth'],
  fields: [
    { name: 'paymentTermName', label: 'Payment Term Name', kind: 'text', required: true },
    { name: 'termDescription', label: 'Description', kind: 'multiline' },
    { name: 'daysToPay', label: 'Days To Pay', kind: 'number', required: true },
    { name: 'isEndOfMonth', label: 'From End Of Month', kind: 'boolean' },
  ],
  filters: [],
  search: ['paymentTermName', 'termDescription'],
  sort: { field: 'paymentTermName', direction: 'asc' },
});

import { defineEntity } from '../entity-definition';
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

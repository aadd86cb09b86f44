import { invoiceSchema } from '../../domain/schemas/invoice';
import { defineEntity } from '../entity-definition';

/** Bulktrade's own invoices for the company's subscription (subscription-invoice/:id); read only. */
export const subscriptionInvoices = defineEntity({
  name: 'subscription-invoices',
  single: 'subscription-invoice',
  label: 'Subscription Invoices',
  singleLabel: 'Subscription Invoice',
  service: 'Billing',
  section: 'Account/SubscriptionInvoices',
  schema: invoiceSchema,
  permission: 'company-subscription',
  menuGroup: 'Account',
  columns: ['invoiceNumber', 'issuedOn', 'dueOn', 'amountTotal', 'isPaid'],
  fields: [
    { name: 'invoiceNumber', label: 'Invoice Number', kind: 'text', readOnly: true },
    { name: 'issuedOn', label: 'Issued On', kind: 'date', readOnly: true },
    { name: 'dueOn', label: 'Due On', kind: 'date', readOnly: true },
    { name: 'subTotal', label: 'Subtotal', kind: 'money', readOnly: true },
    { name: 'taxTotal', label: 'GST', kind: 'money', readOnly: true },
    { name: 'amountTotal', label: 'Total', kind: 'money', readOnly: true },
    { name: 'isPaid', label: 'Paid', kind: 'boolean', readOnly: true },
    { name: 'paidOn', label: 'Paid On', kind: 'date', readOnly: true },
  ],
  filters: [
    { name: 'Unpaid', label: 'Unpaid', conditions: [{ field: 'isPaid', op: 'ne', value: true }] },
    { name: 'Paid', label: 'Paid', conditions: [{ field: 'isPaid', op: 'eq', value: true }] },
  ],
  search: ['invoiceNumber'],
  sort: { field: 'issuedOn', direction: 'desc' },
});

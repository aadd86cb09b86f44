import { defineEntity } from '../entity-definition';
import { partyInvoiceSchema } from '../schemas/party-invoice';

/** Invoices the company issues to its customers for their orders. */
export const customerInvoices = defineEntity({
  name: 'customer-invoices',
  single: 'customer-invoice',
  label: 'Customer Invoices',
  singleLabel: 'Customer Invoice',
  service: 'OrderInvoicing',
  section: 'Customer/Invoices',
  schema: partyInvoiceSchema,
  permission: 'customer-invoices',
  externalSync: true,
  subscription: 'SUPPFREE',
  menuGroup: 'Invoicing',
  columns: ['invoiceNumber', 'buyerID', 'issuedOn', 'dueOn', 'amountTotal', 'isPaid'],
  fields: [
    { name: 'invoiceNumber', label: 'Invoice Number', kind: 'text', readOnly: true },
    { name: 'buyerID', label: 'Customer', kind: 'reference', reference: 'public-companies', referenceLabel: 'companyName', readOnly: true },
    { name: 'customerOrderNumber', label: 'Order Number', kind: 'text', readOnly: true },
    { name: 'purchaseOrderNumber', label: 'Customer PO Number', kind: 'text' },
    { name: 'issuedOn', label: 'Issued On', kind: 'date' },
    { name: 'dueOn', label: 'Due On', kind: 'date' },
    { name: 'subTotal', label: 'Subtotal', kind: 'money', readOnly: true },
    { name: 'taxTotal', label: 'GST', kind: 'money', readOnly: true },
    { name: 'amountTotal', label: 'Total', kind: 'money', readOnly: true },
    { name: 'amountPaid', label: 'Paid', kind: 'money' },
    { name: 'isPaid', label: 'Fully Paid', kind: 'boolean' },
    { name: 'paidOn', label: 'Paid On', kind: 'date' },
  ],
  filters: [
    { name: 'Unpaid', label: 'Unpaid', conditions: [{ field: 'isPaid', op: 'ne', value: true }] },
    { name: 'Paid', label: 'Paid', conditions: [{ field: 'isPaid', op: 'eq', value: true }] },
  ],
  search: ['invoiceNumber', 'customerOrderNumber', 'purchaseOrderNumber'],
  sort: { field: 'issuedOn', direction: 'desc' },
  parties: ['buyerID', 'sellerID'],
});

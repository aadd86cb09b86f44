import { defineEntity } from '../entity-definition';
import { partyInvoiceSchema } from '../schemas/party-invoice';

/** Invoices the company issues to its courier and 3PL clients. */
export const clientInvoices = defineEntity({
  name: 'client-invoices',
  single: 'client-invoice',
  label: 'Client Invoices',
  singleLabel: 'Client Invoice',
  service: 'CourierInvoicing',
  section: 'Client/Invoices',
  schema: partyInvoiceSchema,
  permission: 'client-invoices',
  subscription: 'COURFREE',
  menuGroup: 'Invoicing',
  columns: ['invoiceNumber', 'buyerID', 'issuedOn', 'dueOn', 'amountTotal', 'isPaid'],
  fields: [
    { name: 'invoiceNumber', label: 'Invoice Number', kind: 'text', readOnly: true },
    { name: 'buyerID', label: 'Client', kind: 'reference', reference: 'public-companies', referenceLabel: 'companyName', readOnly: true },
    { name: 'customerOrderNumber', label: 'Order Number', kind: 'text', readOnly: true },
    { name: 'purchaseOrderNumber', label: 'Client PO Number', kind: 'text' },
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

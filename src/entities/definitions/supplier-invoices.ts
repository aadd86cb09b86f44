import { defineEntity } from '../entity-definition';
import { partyInvoiceSchema } from '../schemas/party-invoice';

/** Invoices the company's suppliers have issued to it, as the buyer keeps them: numbers, dates and payment. */
export const supplierInvoices = defineEntity({
  name: 'supplier-invoices',
  single: 'supplier-invoice',
  label: 'Supplier Invoices',
  singleLabel: 'Supplier Invoice',
  service: 'OrderInvoicing',
  section: 'Supplier/Invoices',
  schema: partyInvoiceSchema,
  permission: 'supplier-invoices',
  externalSync: true,
  subscription: 'CUSTFREE',
  menuGroup: 'Invoicing',
  columns: ['invoiceNumber', 'sellerID', 'issuedOn', 'dueOn', 'amountTotal', 'isPaid'],
  // The buyer keeps the numbers, dates and payment of what its supplier billed; the supplier
  // and the totals stay as the invoice came.
  fields: [
    { name: 'invoiceNumber', label: 'Invoice Number', kind: 'text', required: true },
    { name: 'sellerID', label: 'Supplier', kind: 'reference', reference: 'public-suppliers', referenceLabel: 'companyName', readOnly: true },
    { name: 'purchaseOrderNumber', label: 'PO Number', kind: 'text' },
    { name: 'customerOrderNumber', label: 'Supplier Order Number', kind: 'text' },
    { name: 'issuedOn', label: 'Issued On', kind: 'date', required: true },
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

import { defineEntity } from '../entity-definition';
import {
  INVOICE_LINK_FIELDS,
  INVOICE_LIST_PARTS,
  INVOICE_PAYMENT_FIELDS,
  SUPPLIER_INVOICE_VIEW,
} from '../families/invoice-fields';
import { MONEY_TOTAL_FIELDS } from '../families/money-total-fields';
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
    {
      name: 'sellerID',
      label: 'Supplier',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'purchaseOrderNumber', label: 'PO Number', kind: 'text' },
    { name: 'customerOrderNumber', label: 'Supplier Order Number', kind: 'text' },
    { name: 'issuedOn', label: 'Issued On', kind: 'date', required: true },
    { name: 'dueOn', label: 'Due On', kind: 'date' },
    ...MONEY_TOTAL_FIELDS,
    ...INVOICE_PAYMENT_FIELDS,
  ],
  ...INVOICE_LIST_PARTS,
  parties: ['buyerID', 'sellerID'],
  serverKeptFields: INVOICE_LINK_FIELDS,
  // Its own records of bills, and its suppliers' customer invoices billing it (read only here).
  roleView: SUPPLIER_INVOICE_VIEW,
});

import { defineEntity } from '../entity-definition';
import { INVOICE_NUMBERING } from '../families/document-numbering';
import { INVOICE_LINK_FIELDS, INVOICE_LIST_PARTS } from '../families/invoice-fields';
import { MONEY_TOTAL_FIELDS } from '../families/money-total-fields';
import { partyInvoiceSchema } from '../schemas/party-invoice';

/**
 * Courier invoices: those the company's couriers and 3PLs issued to it (read only for the
 * buyer), and, for a courier company, those it issues its clients from its billable items.
 */
export const courierInvoices = defineEntity({
  name: 'courier-invoices',
  single: 'courier-invoice',
  label: 'Courier Invoices',
  singleLabel: 'Courier Invoice',
  service: 'CourierInvoicing',
  section: 'Courier/Invoices',
  schema: partyInvoiceSchema,
  permission: 'courier-invoices',
  subscription: 'SUPPFREE',
  menuGroup: 'Invoicing',
  columns: ['invoiceNumber', 'sellerID', 'issuedOn', 'dueOn', 'amountTotal', 'isPaid'],
  fields: [
    { name: 'invoiceNumber', label: 'Invoice Number', kind: 'text', readOnly: true },
    {
      name: 'sellerID',
      label: 'Courier',
      kind: 'reference',
      reference: 'browse-couriers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    { name: 'purchaseOrderNumber', label: 'PO Number', kind: 'text', readOnly: true },
    { name: 'customerOrderNumber', label: 'Courier Order Number', kind: 'text', readOnly: true },
    { name: 'issuedOn', label: 'Issued On', kind: 'date', readOnly: true },
    { name: 'dueOn', label: 'Due On', kind: 'date', readOnly: true },
    ...MONEY_TOTAL_FIELDS,
    { name: 'amountPaid', label: 'Paid', kind: 'money', readOnly: true },
    { name: 'isPaid', label: 'Fully Paid', kind: 'boolean', readOnly: true },
    { name: 'paidOn', label: 'Paid On', kind: 'date', readOnly: true },
  ],
  ...INVOICE_LIST_PARTS,
  parties: ['buyerID', 'sellerID'],
  serverKeptFields: INVOICE_LINK_FIELDS,
  numbering: INVOICE_NUMBERING,
});

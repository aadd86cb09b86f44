import { defineEntity } from '../entity-definition';
import { INVOICE_NUMBERING } from '../families/document-numbering';
import { CUSTOMER_INVOICE_VIEW, INVOICE_LINK_FIELDS, issuedInvoiceParts } from '../families/invoice-fields';
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
  ...issuedInvoiceParts('Customer'),
  parties: ['buyerID', 'sellerID'],
  serverKeptFields: INVOICE_LINK_FIELDS,
  // The invoices the company issued; its buyer sees each one among its supplier invoices.
  roleView: CUSTOMER_INVOICE_VIEW,
  numbering: INVOICE_NUMBERING,
});

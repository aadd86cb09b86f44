import { defineEntity } from '../entity-definition';
import { INVOICE_NUMBERING } from '../families/document-numbering';
import { INVOICE_LINK_FIELDS, issuedInvoiceParts } from '../families/invoice-fields';
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
  ...issuedInvoiceParts('Client'),
  parties: ['buyerID', 'sellerID'],
  serverKeptFields: INVOICE_LINK_FIELDS,
  numbering: INVOICE_NUMBERING,
});

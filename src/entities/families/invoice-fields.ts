import type { EntityDefinition, EntityField, RoleView } from '../entity-definition';
import { MONEY_TOTAL_FIELDS } from './money-total-fields';

/**
 * How much of an invoice is paid, whether fully and when.
 * @example INVOICE_PAYMENT_FIELDS.map((field) => field.name) // ['amountPaid', 'isPaid', 'paidOn']
 */
export const INVOICE_PAYMENT_FIELDS: readonly EntityField[] = [
  { name: 'amountPaid', label: 'Paid', kind: 'money' },
  { name: 'isPaid', label: 'Fully Paid', kind: 'boolean' },
  { name: 'paidOn', label: 'Paid On', kind: 'date' },
];

/**
 * What an invoice was made from: the order or orders it bills and the deliveries it counts, and
 * the company that issued it (companyAccountID). Only the services' invoicing flows set them
 * (they bill each delivery exactly once by them), so a write from a client keeps the stored values.
 * @example INVOICE_LINK_FIELDS.includes('deliveryIDs') // true
 */
export const INVOICE_LINK_FIELDS: readonly string[] = [
  'customerOrderID',
  'customerOrderIDs',
  'deliveryIDs',
  'companyAccountID',
];

/**
 * The filters (unpaid, paid), search and default order (newest issued first) of every invoice list.
 * @example INVOICE_LIST_PARTS.filters.map((filter) => filter.name) // ['Unpaid', 'Paid']
 */
export const INVOICE_LIST_PARTS: Pick<EntityDefinition, 'filters' | 'search' | 'sort'> = {
  filters: [
    { name: 'Unpaid', label: 'Unpaid', conditions: [{ field: 'isPaid', op: 'ne', value: true }] },
    { name: 'Paid', label: 'Paid', conditions: [{ field: 'isPaid', op: 'eq', value: true }] },
  ],
  search: ['invoiceNumber', 'customerOrderNumber', 'purchaseOrderNumber'],
  sort: { field: 'issuedOn', direction: 'desc' },
};

/**
 * The list and form of an invoice the company issues (to a customer or a client), named by
 * what it calls the buyer: the server numbers and totals it, the company keeps dates and payment.
 * @example issuedInvoiceParts('Client').fields[3]?.label // 'Client PO Number'
 */
export function issuedInvoiceParts(
  buyerLabel: string,
): Pick<EntityDefinition, 'columns' | 'fields' | 'filters' | 'search' | 'sort'> {
  return {
    columns: ['invoiceNumber', 'buyerID', 'issuedOn', 'dueOn', 'amountTotal', 'isPaid'],
    fields: [
      { name: 'invoiceNumber', label: 'Invoice Number', kind: 'text', readOnly: true },
      {
        name: 'buyerID',
        label: buyerLabel,
        kind: 'reference',
        reference: 'public-companies',
        referenceLabel: 'companyName',
        readOnly: true,
      },
      { name: 'customerOrderNumber', label: 'Order Number', kind: 'text', readOnly: true },
      { name: 'purchaseOrderNumber', label: `${buyerLabel} PO Number`, kind: 'text' },
      { name: 'issuedOn', label: 'Issued On', kind: 'date' },
      { name: 'dueOn', label: 'Due On', kind: 'date' },
      ...MONEY_TOTAL_FIELDS,
      ...INVOICE_PAYMENT_FIELDS,
    ],
    ...INVOICE_LIST_PARTS,
  };
}

/** The store sections holding invoices between companies: a seller's issued ones, and a buyer's own record of a bill. */
const INVOICE_SECTIONS = { customer: 'Customer/Invoices', supplier: 'Supplier/Invoices' } as const;

/**
 * Customer invoices are the invoices the company issued: where it is the seller. Only the seller
 * issues them, so a buyer's own record of a bill (a supplier invoice typed from paper) never
 * shows among its supplier's customer invoices.
 * @example CUSTOMER_INVOICE_VIEW.roles // ['sellerID']
 */
export const CUSTOMER_INVOICE_VIEW: RoleView = {
  sections: [INVOICE_SECTIONS.customer],
  roles: ['sellerID'],
  ownerRole: 'sellerID',
};

/**
 * Supplier invoices are the invoices billing the company: where it is the buyer. Its own records
 * of bills from suppliers outside Bulktrade, and the invoices its suppliers on Bulktrade issued
 * to it (the seller's customer invoice, one record): the buyer reads those, the seller records
 * their payment.
 * @example SUPPLIER_INVOICE_VIEW.sections // ['Supplier/Invoices', 'Customer/Invoices']
 */
export const SUPPLIER_INVOICE_VIEW: RoleView = {
  sections: [INVOICE_SECTIONS.supplier, INVOICE_SECTIONS.customer],
  roles: ['buyerID'],
  ownerRole: 'buyerID',
};

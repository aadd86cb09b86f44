import type { DocumentNumbering } from '../../domain/document-number';

/**
 * Orders: plain numbers from 1000, as the training orders are (1000, 1001...), in the seller's
 * customer-order series, whoever placed the order (a buyer's purchase order is the seller's
 * customer order; the buyer keeps its own reference in purchaseOrderNumber).
 */
export const ORDER_NUMBERING: DocumentNumbering = {
  field: 'customerOrderNumber',
  prefix: '',
  first: 1000,
  width: 0,
  numberedBy: 'sellerID',
  seriesSection: 'CustomerOrders',
};

/** Invoices the company issues: INV-1000, INV-1001... */
export const INVOICE_NUMBERING: DocumentNumbering = {
  field: 'invoiceNumber',
  prefix: 'INV-',
  first: 1000,
  width: 4,
};

/** Consignments: C1000, C1001... */
export const CONSIGNMENT_NUMBERING: DocumentNumbering = {
  field: 'consignmentNumber',
  prefix: 'C',
  first: 1000,
  width: 4,
};

/**
 * Stock imports: IMP-0001, IMP-0002...
 * @example { ...stockImportDeclaration, numbering: IMPORT_NUMBERING }
 */
export const IMPORT_NUMBERING: DocumentNumbering = {
  field: 'importNumber',
  prefix: 'IMP-',
  first: 1,
  width: 4,
};

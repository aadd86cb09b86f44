import * as v from 'valibot';
import { invoiceSchema } from '../../domain/schemas/invoice';
import { idSchema, linkSchema } from '../../domain/schemas/field-types';

/**
 * An invoice between two companies. The spec's invoice names only buyerID; sellerID is
 * added so the buyer's list can show who invoiced it and the seller stays a named party.
 */
export const partyInvoiceSchema = v.looseObject({
  ...invoiceSchema.entries,
  sellerID: linkSchema,
  // What the invoice bills: an order (customerOrderIDs for a weekly invoice of several), the
  // deliveries it was made from, or a buyer's purchase order.
  customerOrderID: linkSchema,
  customerOrderIDs: v.nullish(v.array(idSchema)),
  deliveryIDs: v.nullish(v.array(idSchema)),
  purchaseOrderID: linkSchema,
  /** The company that issued it: set by the services' invoicing flows only (server-kept). */
  companyAccountID: linkSchema,
});
export type PartyInvoice = v.InferOutput<typeof partyInvoiceSchema>;

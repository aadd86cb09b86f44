import * as v from 'valibot';
import { invoiceSchema } from '../../domain/schemas/invoice';
import { linkSchema } from '../../domain/schemas/field-types';

/**
 * An invoice between two companies. The spec's invoice names only buyerID; sellerID is
 * added so the buyer's list can show who invoiced it and the seller stays a named party.
 */
export const partyInvoiceSchema = v.looseObject({
  ...invoiceSchema.entries,
  sellerID: linkSchema,
});
export type PartyInvoice = v.InferOutput<typeof partyInvoiceSchema>;

import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  linkSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
  tagsCsvSchema,
  taxTypeSchema,
} from '../../domain/schemas/field-types';

/**
 * Work done for a client that will become an invoice line (a delivery, a pallet stored).
 * itemID points at the record that caused it; invoiceID is set once it is invoiced.
 */
export const billableItemSchema = v.looseObject({
  ...genericItemEntries,
  description: optionalStringSchema,
  quantity: optionalNumberSchema,
  unitPrice: optionalNumberSchema,
  amountTotal: optionalNumberSchema,
  taxType: taxTypeSchema,
  tags: tagsCsvSchema,
  buyerID: linkSchema,
  sellerID: linkSchema,
  itemID: linkSchema,
  invoiceID: linkSchema,
  /** The courier price tier that priced it. */
  priceTierID: linkSchema,
  createdOn: optionalDateSchema,
  isInvoiced: optionalFlagSchema,
});
export type BillableItem = v.InferOutput<typeof billableItemSchema>;

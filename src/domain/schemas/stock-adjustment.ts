import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalDateSchema, optionalNumberSchema, optionalStringSchema } from './field-types';

/**
 * An entry of the stock ledger: a manual correction by a user, or stock received, picked,
 * wasted, produced, transferred or put on hold (kind; see src/domain/stock-ledger.ts).
 */
export const stockAdjustmentSchema = v.looseObject({
  ...genericItemEntries,
  productID: linkSchema,
  locationID: linkSchema,
  userID: linkSchema,
  createdOn: optionalDateSchema,
  kind: optionalStringSchema,
  batchID: linkSchema,
  quantity: optionalNumberSchema,
  reason: optionalStringSchema,
  toLocationID: linkSchema,
  consignmentID: linkSchema,
});
export type StockAdjustment = v.InferOutput<typeof stockAdjustmentSchema>;

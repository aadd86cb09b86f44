import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalDateSchema } from './field-types';

/** A manual stock correction by a user. */
export const stockAdjustmentSchema = v.looseObject({
  ...genericItemEntries,
  productID: linkSchema,
  locationID: linkSchema,
  userID: linkSchema,
  createdOn: optionalDateSchema,
});
export type StockAdjustment = v.InferOutput<typeof stockAdjustmentSchema>;

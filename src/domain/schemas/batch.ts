import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { productSummarySchema } from './product';
import {
  linkSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from './field-types';

/** A production batch: pending until finished, and can be put on hold. */
export const batchSchema = v.looseObject({
  ...genericItemEntries,
  batchcode: optionalStringSchema,
  batchID: linkSchema,
  productID: linkSchema,
  product: v.nullish(productSummarySchema),
  locationID: linkSchema,
  quantity: optionalNumberSchema,
  quantityGoal: optionalNumberSchema,
  createdOn: optionalDateSchema,
  dom: optionalDateSchema,
  exp: optionalDateSchema,
  isPending: optionalFlagSchema,
  onHold: optionalFlagSchema,
});
export type Batch = v.InferOutput<typeof batchSchema>;

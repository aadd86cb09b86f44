import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalNumberSchema } from './field-types';

/** How many units of a product one measurement holds; used for quantity breakdowns. */
export const stockIncrementSchema = v.looseObject({
  ...genericItemEntries,
  productID: linkSchema,
  measurementID: linkSchema,
  units: optionalNumberSchema,
});
export type StockIncrement = v.InferOutput<typeof stockIncrementSchema>;

import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalNumberSchema } from './field-types';

/**
 * Reorder limits for a product. productID and locationID are not named in the
 * spec but a threshold has to belong to something; they stay optional.
 */
export const stockThresholdSchema = v.looseObject({
  ...genericItemEntries,
  productID: linkSchema,
  locationID: linkSchema,
  lowerThreshold: optionalNumberSchema,
  upperThreshold: optionalNumberSchema,
  minimumOrderAmount: optionalNumberSchema,
  orderIncrement: optionalNumberSchema,
});
export type StockThreshold = v.InferOutput<typeof stockThresholdSchema>;

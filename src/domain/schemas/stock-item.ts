import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalNumberSchema } from './field-types';

/** Stock of one batch of a product at a location; onHold, available and wasted are quantities. */
export const stockItemSchema = v.looseObject({
  ...genericItemEntries,
  locationID: linkSchema,
  productID: linkSchema,
  batchID: linkSchema,
  onHold: optionalNumberSchema,
  available: optionalNumberSchema,
  wasted: optionalNumberSchema,
});
export type StockItem = v.InferOutput<typeof stockItemSchema>;

/** Running totals of a product at a location across orders and consignments; available is inStock less onRequest (stock-available.ts). */
export const stockTrackedItemSchema = v.looseObject({
  ...genericItemEntries,
  companyAccountID: linkSchema,
  locationID: linkSchema,
  productID: linkSchema,
  onRequest: optionalNumberSchema,
  consigned: optionalNumberSchema,
  inStock: optionalNumberSchema,
  onOrder: optionalNumberSchema,
  available: optionalNumberSchema,
});
export type StockTrackedItem = v.InferOutput<typeof stockTrackedItemSchema>;

import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import {
  linkSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
  tagsCsvSchema,
  taxTypeSchema,
} from './field-types';

/** A product. Dimensions in mm, weight in kg, volume in litres. */
export const productSchema = v.looseObject({
  ...genericItemEntries,
  productName: optionalStringSchema,
  abbreviation: optionalStringSchema,
  batchcodeFormat: optionalStringSchema,
  expiryDays: optionalNumberSchema,
  sortNumber: optionalNumberSchema,
  weight: optionalNumberSchema,
  length: optionalNumberSchema,
  width: optionalNumberSchema,
  height: optionalNumberSchema,
  volume: optionalNumberSchema,
  categoryID: linkSchema,
  /** The product group it belongs to (an order sheet's columns are a product group). */
  productGroupID: linkSchema,
  publicDescription: optionalStringSchema,
  isPublicProduct: optionalFlagSchema,
  placeholderProductID: linkSchema,
  taxType: taxTypeSchema,
  tags: tagsCsvSchema,
  companyAccountID: linkSchema,
  isAcquired: optionalFlagSchema,
  isInfinite: optionalFlagSchema,
  isManufactured: optionalFlagSchema,
  isPerishable: optionalFlagSchema,
  isReturnable: optionalFlagSchema,
  isSold: optionalFlagSchema,
  isTemperatureSensitive: optionalFlagSchema,
});
export type Product = v.InferOutput<typeof productSchema>;

/** The product summary embedded in batches, order items and breakdown rows. */
export const productSummarySchema = v.looseObject({
  id: linkSchema,
  productName: optionalStringSchema,
  abbreviation: optionalStringSchema,
  placeholderProductID: linkSchema,
  taxType: taxTypeSchema,
  tags: tagsCsvSchema,
});
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;

import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { linkSchema, optionalFlagSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/** A named price list given to customers or clients (the order policy's priceTierID). */
export const priceTierSchema = v.looseObject({
  ...genericItemEntries,
  priceTierName: optionalStringSchema,
  priceTierDescription: optionalStringSchema,
  isDefault: optionalFlagSchema,
  /** The tier's price per product: productID, unitPrice, unitPriceIncrements and the line rules. */
  productPrices: v.nullish(v.array(v.looseObject({ productID: linkSchema }))),
});
export type PriceTier = v.InferOutput<typeof priceTierSchema>;

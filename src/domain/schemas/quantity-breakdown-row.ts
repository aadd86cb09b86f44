import * as v from 'valibot';
import { idSchema, numberSchema, optionalStringSchema } from './field-types';

/** A product quantity to be split into packages for the CSV quantity breakdown. */
export const quantityBreakdownRowSchema = v.object({
  productID: idSchema,
  quantity: numberSchema,
  product: v.nullish(v.object({ productName: optionalStringSchema })),
});
export type QuantityBreakdownRow = v.InferOutput<typeof quantityBreakdownRowSchema>;

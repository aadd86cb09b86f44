import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalNumberSchema } from './field-types';

/** Adds tetheredProductID lines in proportion to triggeringProductID quantities. */
export const productTetherSchema = v.looseObject({
  ...genericItemEntries,
  triggeringProductID: linkSchema,
  tetheredProductID: linkSchema,
  factor: optionalNumberSchema,
  quantity: optionalNumberSchema,
});
export type ProductTether = v.InferOutput<typeof productTetherSchema>;

import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalStringSchema } from './field-types';

/** A product category. */
export const productCategorySchema = v.looseObject({
  ...genericItemEntries,
  categoryName: optionalStringSchema,
  categoryDescription: optionalStringSchema,
  companyAccountID: linkSchema,
});
export type ProductCategory = v.InferOutput<typeof productCategorySchema>;

import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { linkSchema, optionalStringSchema, tagsCsvSchema } from '../../domain/schemas/field-types';

/**
 * A sales grid of customers by products for one order slot, filled in the order-sheets
 * hub; the groups pick which customers (rows) and products (columns) it shows.
 */
export const orderSheetSchema = v.looseObject({
  ...genericItemEntries,
  orderSheetName: optionalStringSchema,
  orderSlotID: linkSchema,
  customerGroupID: linkSchema,
  productGroupID: linkSchema,
  tags: tagsCsvSchema,
});
export type OrderSheet = v.InferOutput<typeof orderSheetSchema>;

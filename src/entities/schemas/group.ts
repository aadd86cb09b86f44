import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { optionalNumberSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/**
 * A named group of records (customers, products, or an option group of automatic lines,
 * of which an order gets at most one line).
 */
export const groupSchema = v.looseObject({
  ...genericItemEntries,
  groupName: optionalStringSchema,
  groupDescription: optionalStringSchema,
  sortNumber: optionalNumberSchema,
});
export type Group = v.InferOutput<typeof groupSchema>;

import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { orderSlotSchema } from '../../domain/schemas/standing-order';
import { optionalNumberSchema } from '../../domain/schemas/field-types';

/**
 * An order slot stored in its own right: the slot shape of standing orders with the
 * generic item fields (so id is required) and the lead hours customers must order by.
 */
export const orderSlotRecordSchema = v.looseObject({
  ...orderSlotSchema.entries,
  ...genericItemEntries,
  orderLeadHours: optionalNumberSchema,
});
export type OrderSlotRecord = v.InferOutput<typeof orderSlotRecordSchema>;

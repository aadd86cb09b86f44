import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { weekdaysSchema } from '../../domain/schemas/journey';
import { boundarySchema, linkSchema, optionalStringSchema } from '../../domain/schemas/field-types';

/** Sends orders delivered inside a boundary, on the given weekdays, to a 3PL fulfiller. */
export const fulfillerPointerSchema = v.looseObject({
  ...genericItemEntries,
  pointerName: optionalStringSchema,
  boundary: boundarySchema,
  weekdays: v.nullish(weekdaysSchema),
  fulfillerID: linkSchema,
  locationID: linkSchema,
  /** The zone whose area the pointer covers, when it has no boundary of its own. */
  zoneID: linkSchema,
});
export type FulfillerPointer = v.InferOutput<typeof fulfillerPointerSchema>;

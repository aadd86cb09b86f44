import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { boundarySchema, optionalStringSchema } from '../../domain/schemas/field-types';

/** A named area on the map (a courier's delivery area), drawn in its colour. */
export const zoneSchema = v.looseObject({
  ...genericItemEntries,
  zoneName: optionalStringSchema,
  zoneDescription: optionalStringSchema,
  colour: optionalStringSchema,
  boundary: boundarySchema,
});
export type Zone = v.InferOutput<typeof zoneSchema>;

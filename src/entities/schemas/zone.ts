import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { boundarySchema, linkSchema, optionalStringSchema } from '../../domain/schemas/field-types';
import { weekdaysSchema } from '../../domain/schemas/journey';

/** A named area on the map (a courier's delivery area), drawn in its colour. */
export const zoneSchema = v.looseObject({
  ...genericItemEntries,
  zoneName: optionalStringSchema,
  zoneDescription: optionalStringSchema,
  colour: optionalStringSchema,
  boundary: boundarySchema,
  // A zone proposed by template optimisation: the journey template that serves it, and on which days.
  journeyTemplateID: linkSchema,
  weekdays: v.nullish(weekdaysSchema),
});
export type Zone = v.InferOutput<typeof zoneSchema>;

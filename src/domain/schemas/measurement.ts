import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalNumberSchema, optionalStringSchema, tagsCsvSchema } from './field-types';

/** A packaging measurement (e.g. a carton of 12); measurements are filtered by tags. */
export const measurementSchema = v.looseObject({
  ...genericItemEntries,
  measurementID: linkSchema,
  measurementName: optionalStringSchema,
  abbreviation: optionalStringSchema,
  measurementStandard: optionalStringSchema,
  code: optionalStringSchema,
  length: optionalNumberSchema,
  width: optionalNumberSchema,
  height: optionalNumberSchema,
  volume: optionalNumberSchema,
  weight: optionalNumberSchema,
  units: optionalNumberSchema,
  productID: linkSchema,
  tags: tagsCsvSchema,
});
export type Measurement = v.InferOutput<typeof measurementSchema>;

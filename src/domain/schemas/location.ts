import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import {
  checkedTextSchema,
  latitudeSchema,
  linkSchema,
  longitudeSchema,
  optionalStringSchema,
} from './field-types';
import { postcodeProblem } from '../australian-identifiers';

// Street numbers ("12A") and postcodes ("0800") are text, not numbers.
const locationFields = {
  locationName: optionalStringSchema,
  companyAccountID: linkSchema,
  companyAccount: v.nullish(v.looseObject({ companyName: optionalStringSchema })),
  lat: v.nullish(latitudeSchema),
  lng: v.nullish(longitudeSchema),
  streetNumber: optionalStringSchema,
  streetName: optionalStringSchema,
  suburb: optionalStringSchema,
  state: optionalStringSchema,
  postcode: checkedTextSchema(postcodeProblem),
  addressLineOne: optionalStringSchema,
};

/** A stored location or address. */
export const locationSchema = v.looseObject({ ...genericItemEntries, ...locationFields });
export type Location = v.InferOutput<typeof locationSchema>;

/** A location embedded in another record (departure, destination, route ends); id may be absent. */
export const locationRefSchema = v.looseObject({ id: linkSchema, ...locationFields });
export type LocationRef = v.InferOutput<typeof locationRefSchema>;

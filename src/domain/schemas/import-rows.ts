import * as v from 'valibot';
import {
  checkedTextSchema,
  latitudeSchema,
  longitudeSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
  taxTypeSchema,
} from './field-types';
import { postcodeProblem } from '../australian-identifiers';

const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required'));

/**
 * A product CSV row after cell conversion (numbers that failed to parse are
 * 0 or null, booleans already decided). Client-only: unknown columns are dropped.
 */
export const productImportRowSchema = v.object({
  productName: nameSchema,
  abbreviation: optionalStringSchema,
  isPublicProduct: optionalFlagSchema,
  publicDescription: optionalStringSchema,
  sortNumber: optionalNumberSchema,
  taxType: taxTypeSchema,
  isSold: optionalFlagSchema,
  isAcquired: optionalFlagSchema,
  isManufactured: optionalFlagSchema,
  isPerishable: optionalFlagSchema,
  expiryDays: optionalNumberSchema,
  isTemperatureSensitive: optionalFlagSchema,
  length: optionalNumberSchema,
  width: optionalNumberSchema,
  height: optionalNumberSchema,
  weight: optionalNumberSchema,
  volume: optionalNumberSchema,
});
export type ProductImportRow = v.InferOutput<typeof productImportRowSchema>;

/** A customer CSV row after cell conversion. */
export const customerImportRowSchema = v.object({
  companyName: nameSchema,
  addressLineOne: optionalStringSchema,
  streetNumber: optionalStringSchema,
  streetName: optionalStringSchema,
  suburb: optionalStringSchema,
  state: optionalStringSchema,
  postcode: checkedTextSchema(postcodeProblem),
  email: optionalStringSchema,
  phoneNumber: optionalStringSchema,
  lat: v.nullish(latitudeSchema),
  lng: v.nullish(longitudeSchema),
});
export type CustomerImportRow = v.InferOutput<typeof customerImportRowSchema>;

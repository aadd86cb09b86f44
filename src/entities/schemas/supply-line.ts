import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  linkSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';

/**
 * How a product is restocked at a location: bought from a supplier (sellerID), moved from
 * another location, or made (isManufactured). Stock thresholds trigger it.
 */
export const supplyLineSchema = v.looseObject({
  ...genericItemEntries,
  supplyLineName: optionalStringSchema,
  productID: linkSchema,
  sellerID: linkSchema,
  departureLocationID: linkSchema,
  destinationLocationID: linkSchema,
  leadHours: optionalNumberSchema,
  isManufactured: optionalFlagSchema,
  isOn: optionalFlagSchema,
});
export type SupplyLine = v.InferOutput<typeof supplyLineSchema>;

import * as v from 'valibot';
import { optionalNumberSchema } from '../../domain/schemas/field-types';
import { priceTierSchema } from './price-tier';

/**
 * A courier's price list for its clients: fees per delivery, per package and per kilogram
 * delivered, and for a 3PL per order fulfilled and per unit picked (before GST).
 */
export const courierPriceTierSchema = v.looseObject({
  ...priceTierSchema.entries,
  deliveryFee: optionalNumberSchema,
  packageFee: optionalNumberSchema,
  weightFee: optionalNumberSchema,
  orderFee: optionalNumberSchema,
  unitFee: optionalNumberSchema,
});
export type CourierPriceTier = v.InferOutput<typeof courierPriceTierSchema>;

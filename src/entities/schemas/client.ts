import * as v from 'valibot';
import { linkSchema } from '../../domain/schemas/field-types';
import { courierSchema } from './courier';

/** A courier agreement as the courier or 3PL sees it, plus the terms the courier sets. */
export const clientSchema = v.looseObject({
  ...courierSchema.entries,
  priceTierID: linkSchema,
  paymentTermID: linkSchema,
});
export type Client = v.InferOutput<typeof clientSchema>;

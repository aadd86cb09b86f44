import * as v from 'valibot';
import { automaticLineItemSchema } from './automatic-line-item';
import { latitudeSchema, linkSchema, longitudeSchema } from './field-types';
import { orderItemSchema } from './order';

/** A location an order may be delivered to, with its coordinates for boundary checks. */
export const possibleLocationSchema = v.looseObject({
  id: linkSchema,
  lat: v.nullish(latitudeSchema),
  lng: v.nullish(longitudeSchema),
});
export type PossibleLocation = v.InferOutput<typeof possibleLocationSchema>;

/** The template a new order is built from. */
export const orderDefinitionSchema = v.looseObject({
  automaticLineItems: v.nullish(v.array(automaticLineItemSchema)),
  possibleLocations: v.nullish(v.array(possibleLocationSchema)),
  orderItems: v.array(orderItemSchema),
});
export type OrderDefinition = v.InferOutput<typeof orderDefinitionSchema>;

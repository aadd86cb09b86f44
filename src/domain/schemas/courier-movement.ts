import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { locationRefSchema } from './location';
import {
  latitudeSchema,
  linkSchema,
  longitudeSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from './field-types';

/**
 * A captured signature as point lists. Its inner format is not specified,
 * so serialised text or any list is kept as sent; only presence matters to rules.
 */
export const signatureProofSchema = v.nullish(v.union([v.string(), v.array(v.unknown())]));
export type SignatureProof = v.InferOutput<typeof signatureProofSchema>;

/** Package dimensions: a label such as "400x300x250" or a set of measures. */
export const packageDimensionsSchema = v.nullish(
  v.union([
    v.string(),
    v.looseObject({
      length: optionalNumberSchema,
      width: optionalNumberSchema,
      height: optionalNumberSchema,
      weight: optionalNumberSchema,
      volume: optionalNumberSchema,
    }),
  ]),
);

/** A package moved by a courier, with its count at each hand-over. */
export const movementPackagedItemSchema = v.looseObject({
  id: linkSchema,
  measurementID: linkSchema,
  measurementStandard: optionalStringSchema,
  code: optionalStringSchema,
  dimensions: packageDimensionsSchema,
  quantityPacked: optionalNumberSchema,
  quantityReleased: optionalNumberSchema,
  quantityDelivered: optionalNumberSchema,
  quantityReceived: optionalNumberSchema,
});
export type MovementPackagedItem = v.InferOutput<typeof movementPackagedItemSchema>;

/** A delivery, release or receival. */
export const courierMovementSchema = v.looseObject({
  ...genericItemEntries,
  buyerID: linkSchema,
  sellerID: linkSchema,
  courierID: linkSchema,
  departureLocationID: linkSchema,
  departureLocation: v.nullish(locationRefSchema),
  destinationLocationID: linkSchema,
  destinationLocation: v.nullish(locationRefSchema),
  dueDepartureOn: optionalDateSchema,
  dueArrivalOn: optionalDateSchema,
  arrivalSortNumber: optionalNumberSchema,
  departureSortNumber: optionalNumberSchema,
  journeyID: linkSchema,
  bundleID: linkSchema,
  bundleName: optionalStringSchema,
  canBundle: optionalFlagSchema,
  isPickup: optionalFlagSchema,
  isFulfilled: optionalFlagSchema,
  isChanged: optionalFlagSchema,
  isSourceChanged: optionalFlagSchema,
  deliveredOn: optionalDateSchema,
  deliveredByUserID: linkSchema,
  receivedByUserID: linkSchema,
  receiverName: optionalStringSchema,
  releasedOn: optionalDateSchema,
  releasedByUserID: linkSchema,
  proofOfDelivery: signatureProofSchema,
  proofOfRelease: signatureProofSchema,
  tempOnDelivery: optionalNumberSchema,
  driverNotes: optionalStringSchema,
  isFlagged: optionalFlagSchema,
  lat: v.nullish(latitudeSchema),
  lng: v.nullish(longitudeSchema),
  packagedItems: v.nullish(v.array(movementPackagedItemSchema)),
});
export type CourierMovement = v.InferOutput<typeof courierMovementSchema>;

/** A stop on a route, ordered by arrivalSortNumber. */
export const routeStopSchema = v.looseObject({
  arrivalSortNumber: optionalNumberSchema,
  destinationLocationID: linkSchema,
  destinationLocation: v.nullish(locationRefSchema),
});
export type RouteStop = v.InferOutput<typeof routeStopSchema>;

/** A driving route for directions: start, stops in order, end. */
export const routeSchema = v.looseObject({
  startLocation: v.nullish(locationRefSchema),
  endLocation: v.nullish(locationRefSchema),
  movements: v.array(routeStopSchema),
});
export type Route = v.InferOutput<typeof routeSchema>;

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

/** Where a courier order stands with its courier: asked, taken on, or turned down. */
export const COURIER_ORDER_STATUSES = ['Requested', 'Accepted', 'Declined'] as const;

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
  // What made the movement: dispatch names the consignment and its order.
  consignmentID: linkSchema,
  customerOrderID: linkSchema,
  /** Set when any product moved needs a temperature read at the hand-over (the services decide it again). */
  isTemperatureSensitive: optionalFlagSchema,
  // The driver's hand-overs: why a stop was skipped, who released a pickup.
  skipReason: optionalStringSchema,
  releaserName: optionalStringSchema,
  /** Why the movement was flagged when the office changed it while the driver was offline. */
  conflictNote: optionalStringSchema,
  // A receival: who brought it, when it came, and whether the stock flow still has to book it.
  delivererName: optionalStringSchema,
  receivedOn: optionalDateSchema,
  stockReceived: optionalFlagSchema,
  // The office's review of a finished movement.
  reviewedOn: optionalDateSchema,
  reviewedByUserID: linkSchema,
  // A courier order's answer from its courier.
  courierOrderStatus: v.nullish(
    v.picklist(COURIER_ORDER_STATUSES, 'Courier order status must be Requested, Accepted or Declined'),
  ),
  declineReason: optionalStringSchema,
  answeredOn: optionalDateSchema,
  answeredByUserID: linkSchema,
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

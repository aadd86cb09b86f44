import * as v from 'valibot';
import { courierMovementSchema } from './courier-movement';
import { genericItemEntries } from './generic-item';
import { locationRefSchema } from './location';
import {
  boundarySchema,
  linkSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from './field-types';

const limitFields = {
  maxDestinations: optionalNumberSchema,
  maxPackages: optionalNumberSchema,
  maxWeight: optionalNumberSchema,
};

/** A reusable journey plan with its capacity limits. */
export const journeyTemplateSchema = v.looseObject({
  ...genericItemEntries,
  journeyName: optionalStringSchema,
  startLocationID: linkSchema,
  endLocationID: linkSchema,
  ...limitFields,
});
export type JourneyTemplate = v.InferOutput<typeof journeyTemplateSchema>;

/** A driver's run. `limits` is not described further; the template's limit names are assumed. */
export const journeySchema = v.looseObject({
  ...genericItemEntries,
  journeyName: optionalStringSchema,
  journeyTemplateID: linkSchema,
  driverUserID: linkSchema,
  dueStartOn: optionalDateSchema,
  dueEndOn: optionalDateSchema,
  startedOn: optionalDateSchema,
  endedOn: optionalDateSchema,
  isReady: optionalFlagSchema,
  destinationCount: optionalNumberSchema,
  lastPackages: optionalNumberSchema,
  lastWeight: optionalNumberSchema,
  limits: v.nullish(v.looseObject(limitFields)),
  startLocationID: linkSchema,
  startLocation: v.nullish(locationRefSchema),
  endLocationID: linkSchema,
  endLocation: v.nullish(locationRefSchema),
  movements: v.nullish(v.array(courierMovementSchema)),
});
export type Journey = v.InferOutput<typeof journeySchema>;

const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
/** `Always`, or weekdays separated by commas (spaces around commas tolerated). */
export const WEEKDAYS_PATTERN = new RegExp(`^(Always|${DAY}(\\s*,\\s*${DAY})*)$`);

export const weekdaysSchema = v.pipe(
  v.string(),
  v.regex(WEEKDAYS_PATTERN, 'Weekdays must be Always or a comma list such as Mon,Tue'),
);

/** Routes movements in a boundary to a journey template on the given weekdays. */
export const journeyPointerSchema = v.looseObject({
  ...genericItemEntries,
  pointerName: optionalStringSchema,
  boundary: boundarySchema,
  weekdays: v.nullish(weekdaysSchema),
  journeyTemplateID: linkSchema,
  /** The zone whose area the pointer covers, when it has no boundary of its own. */
  zoneID: linkSchema,
});
export type JourneyPointer = v.InferOutput<typeof journeyPointerSchema>;

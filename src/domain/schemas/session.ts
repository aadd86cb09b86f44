import * as v from 'valibot';
import {
  idSchema,
  isoDateSchema,
  linkSchema,
  optionalFlagSchema,
  optionalStringSchema,
  subscriptionCodeSchema,
} from './field-types';

/** The signed-in user's company as carried by the session. */
export const sessionCompanySchema = v.looseObject({
  companyName: optionalStringSchema,
  accountName: optionalStringSchema,
  primaryEmail: optionalStringSchema,
  subscriptionCode: v.nullish(subscriptionCodeSchema),
  defaultTimeZone: optionalStringSchema,
  isSuspended: optionalFlagSchema,
  reasonForSuspension: optionalStringSchema,
});
export type SessionCompany = v.InferOutput<typeof sessionCompanySchema>;

/**
 * The signed-in session. permissions is the token's comma-separated list;
 * subscriptionsInUse is not described further, so a comma list or an array is accepted.
 */
export const sessionSchema = v.looseObject({
  token: v.pipe(v.string(), v.minLength(1, 'Token is required')),
  userID: idSchema,
  expiresOn: isoDateSchema,
  permissions: v.string(),
  subscriptionCode: v.nullish(subscriptionCodeSchema),
  subscriptionsInUse: v.nullish(v.union([v.string(), v.array(v.string())])),
  isGlobalAdmin: optionalFlagSchema,
  selectedLocationID: linkSchema,
  company: v.nullish(sessionCompanySchema),
});
export type Session = v.InferOutput<typeof sessionSchema>;

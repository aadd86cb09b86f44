import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalFlagSchema, optionalStringSchema } from './field-types';

/** A company account (tenant). */
export const companyAccountSchema = v.looseObject({
  ...genericItemEntries,
  companyName: optionalStringSchema,
  accountName: optionalStringSchema,
  defaultTimeZone: optionalStringSchema,
  primaryEmail: optionalStringSchema,
  themeColour: optionalStringSchema,
  isManagedByAnotherAccount: optionalFlagSchema,
  isSuspended: optionalFlagSchema,
});
export type CompanyAccount = v.InferOutput<typeof companyAccountSchema>;

/** The buyer or seller summary embedded in agreements and consignments. */
export const companyRefSchema = v.looseObject({
  id: linkSchema,
  companyName: optionalStringSchema,
});
export type CompanyRef = v.InferOutput<typeof companyRefSchema>;

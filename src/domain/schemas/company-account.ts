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
  /** The contact address the company chooses to show in the public directories; none by default. */
  publicContactEmail: optionalStringSchema,
  themeColour: optionalStringSchema,
  isManagedByAnotherAccount: optionalFlagSchema,
  isSuspended: optionalFlagSchema,
  /** Pick/pack settings (src/domain/pick-pack-settings.ts): false when a 3PL or nobody picks; missing is true. */
  picksAndPacks: optionalFlagSchema,
  /** 'PerOrder' (missing) or 'PerCustomerPerDay': how confirmed orders become consignments. */
  consignmentGrouping: optionalStringSchema,
  /** Where consignments leave from; the company's first location when missing. */
  pickPackLocationID: linkSchema,
});
export type CompanyAccount = v.InferOutput<typeof companyAccountSchema>;

/**
 * A company as the public directories show it: what it chose to publish, never its sign-in
 * email; isVerified is worked out for each viewer (an accepted supply agreement between them).
 */
export const publicCompanyProfileSchema = v.looseObject({
  ...genericItemEntries,
  companyName: optionalStringSchema,
  accountName: optionalStringSchema,
  publicContactEmail: optionalStringSchema,
  themeColour: optionalStringSchema,
  isVerified: optionalFlagSchema,
});
export type PublicCompanyProfile = v.InferOutput<typeof publicCompanyProfileSchema>;

/** The buyer or seller summary embedded in agreements and consignments. */
export const companyRefSchema = v.looseObject({
  id: linkSchema,
  companyName: optionalStringSchema,
});
export type CompanyRef = v.InferOutput<typeof companyRefSchema>;

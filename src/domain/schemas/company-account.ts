import * as v from 'valibot';
import { CONSIGNMENT_GROUPINGS } from '../pick-pack-settings';
import { genericItemEntries } from './generic-item';
import { abnProblem, bsbProblem } from '../australian-identifiers';
import {
  checkedTextSchema,
  linkSchema,
  optionalDateSchema,
  optionalEmailSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
  subscriptionCodeSchema,
} from './field-types';

/** A company account (tenant). */
export const companyAccountSchema = v.looseObject({
  ...genericItemEntries,
  companyName: optionalStringSchema,
  accountName: optionalStringSchema,
  defaultTimeZone: optionalStringSchema,
  primaryEmail: optionalEmailSchema,
  /** The contact address the company chooses to show in the public directories; none by default. */
  publicContactEmail: optionalEmailSchema,
  themeColour: optionalStringSchema,
  isManagedByAnotherAccount: optionalFlagSchema,
  isSuspended: optionalFlagSchema,
  // Billing's and support's (the entity's serverKeptFields): a write never changes them.
  subscriptionCode: v.nullish(subscriptionCodeSchema),
  subscriptionsInUse: v.nullish(v.union([v.string(), v.array(v.string())])),
  reasonForSuspension: optionalStringSchema,
  managedByAccountID: linkSchema,
  /** When the setup guide's company step was confirmed. */
  setupCompanyConfirmedOn: optionalDateSchema,
  // The company's settings (the Account menu's settings pages), read by its screens and flows.
  /** Checked with the ATO's checksum (australian-identifiers.ts). */
  abn: checkedTextSchema(abnProblem),
  phoneNumber: optionalStringSchema,
  billingAddress: optionalStringSchema,
  /** The invoice logo as an image data URL. */
  logoImage: optionalStringSchema,
  isCustomerOrderingEnabled: optionalFlagSchema,
  defaultOrderLeadHours: optionalNumberSchema,
  /** Daily cut-off as HH:MM. */
  orderCutOffTime: optionalStringSchema,
  isAvailableWeekends: optionalFlagSchema,
  /** HH:MM */
  journeyStartTime: optionalStringSchema,
  maxStopsPerJourney: optionalNumberSchema,
  mapTileUrl: optionalStringSchema,
  mapTileAttribution: optionalStringSchema,
  purchaseOrderLeadDays: optionalNumberSchema,
  isReceivalCheckRequired: optionalFlagSchema,
  /** Delivered or Dispatched. */
  invoiceTrigger: optionalStringSchema,
  /** Per order or Per customer per week. */
  invoiceGrouping: optionalStringSchema,
  defaultPaymentTermsDays: optionalNumberSchema,
  bankAccountName: optionalStringSchema,
  bankBsb: checkedTextSchema(bsbProblem),
  bankAccountNumber: optionalStringSchema,
  invoicePaymentNote: optionalStringSchema,
  lowStockWarningPercent: optionalNumberSchema,
  pickingBatchSize: optionalNumberSchema,
  isPackageLabelRequired: optionalFlagSchema,
  isPackingSlipPrinted: optionalFlagSchema,
  /** Pick/pack settings (src/domain/pick-pack-settings.ts): false when a 3PL or nobody picks; missing is true. */
  picksAndPacks: optionalFlagSchema,
  /** 'PerOrder' (missing) or 'PerCustomerPerDay': how confirmed orders become consignments. */
  consignmentGrouping: v.nullish(
    v.picklist(CONSIGNMENT_GROUPINGS, 'Consignment grouping must be PerOrder or PerCustomerPerDay'),
  ),
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

import * as v from 'valibot';
import { companyRefSchema } from './company-account';
import { genericItemEntries } from './generic-item';
import { linkSchema, optionalFlagSchema } from './field-types';

/** A buyer-seller relationship. */
export const supplyAgreementSchema = v.looseObject({
  ...genericItemEntries,
  buyerID: linkSchema,
  buyer: v.nullish(companyRefSchema),
  sellerID: linkSchema,
  seller: v.nullish(companyRefSchema),
  isCustomerOrderingEnabled: optionalFlagSchema,
  supplyAgreementTemplateID: linkSchema,
  /** Both sides accepted the agreement (the answer to a partner request). */
  isAccepted: optionalFlagSchema,
});
export type SupplyAgreement = v.InferOutput<typeof supplyAgreementSchema>;

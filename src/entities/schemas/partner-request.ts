import * as v from 'valibot';
import { companyRefSchema } from '../../domain/schemas/company-account';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  linkSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';

/**
 * A request to start trading: buyer and seller for customer and supplier requests,
 * buyer and courier for client and courier requests. requestedByID tells sent from received.
 */
export const partnerRequestSchema = v.looseObject({
  ...genericItemEntries,
  buyerID: linkSchema,
  buyer: v.nullish(companyRefSchema),
  sellerID: linkSchema,
  seller: v.nullish(companyRefSchema),
  courierID: linkSchema,
  courier: v.nullish(companyRefSchema),
  requestedByID: linkSchema,
  message: optionalStringSchema,
  requestedOn: optionalDateSchema,
  respondedOn: optionalDateSchema,
  /** Who answered for the company asked: stamped by the services with the answer. */
  respondedByUserID: linkSchema,
  respondedByUserName: optionalStringSchema,
  isApproved: optionalFlagSchema,
  isDeclined: optionalFlagSchema,
});
export type PartnerRequest = v.InferOutput<typeof partnerRequestSchema>;

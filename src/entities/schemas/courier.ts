import * as v from 'valibot';
import { companyRefSchema } from '../../domain/schemas/company-account';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { linkSchema, optionalFlagSchema } from '../../domain/schemas/field-types';
import { partnerContactEntries } from './partner-contact';

/**
 * A courier agreement as the shipping company sees it: buyerID is the company whose goods
 * move, courierID the courier (or 3PL fulfiller when isFulfiller).
 */
export const courierSchema = v.looseObject({
  ...genericItemEntries,
  ...partnerContactEntries,
  buyerID: linkSchema,
  buyer: v.nullish(companyRefSchema),
  courierID: linkSchema,
  courier: v.nullish(companyRefSchema),
  isFulfiller: optionalFlagSchema,
});
export type Courier = v.InferOutput<typeof courierSchema>;

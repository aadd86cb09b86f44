import * as v from 'valibot';
import { orderingArrangementSchema } from '../../domain/schemas/order-policy';
import { supplyAgreementSchema } from '../../domain/schemas/supply-agreement';
import { linkSchema, optionalFlagSchema, optionalNumberSchema } from '../../domain/schemas/field-types';
import { partnerContactEntries } from './partner-contact';

/**
 * A customer as its seller sees it: the supply agreement plus the terms the seller sets
 * (group, price tier, payment terms, ordering arrangement). supplyAgreementTemplateID
 * names the customer template it was made from.
 */
export const customerSchema = v.looseObject({
  ...supplyAgreementSchema.entries,
  ...partnerContactEntries,
  customerGroupID: linkSchema,
  priceTierID: linkSchema,
  paymentTermID: linkSchema,
  orderingArrangement: v.nullish(orderingArrangementSchema),
  orderLeadHours: optionalNumberSchema,
  // The rest of the order policy the seller sets on the agreement (orderPolicySchema).
  requireLeadTime: optionalFlagSchema,
  isAvailableWeekends: optionalFlagSchema,
  isPreferPickup: optionalFlagSchema,
  isRequiredPickup: optionalFlagSchema,
  /** The order slots a Slotted customer orders in. */
  orderSlotIDs: v.nullish(v.array(v.string())),
});
export type Customer = v.InferOutput<typeof customerSchema>;

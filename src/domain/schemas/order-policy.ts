import * as v from 'valibot';
import { automaticLineItemSchema } from './automatic-line-item';
import { locationRefSchema } from './location';
import { orderItemSchema, orderRuleSchema } from './order';
import {
  countSchema,
  isoDateSchema,
  linkSchema,
  optionalFlagSchema,
  optionalNumberSchema,
} from './field-types';

export const orderingArrangementSchema = v.picklist(
  ['Slotted', 'Open'],
  'Ordering arrangement must be Slotted or Open',
);
export type OrderingArrangement = v.InferOutput<typeof orderingArrangementSchema>;

/** An upcoming order slot offered by the policy, possibly already used by a purchase order. */
export const policyOrderSlotSchema = v.looseObject({
  orderBy: isoDateSchema,
  deliverBy: isoDateSchema,
  orderSlotID: linkSchema,
  purchaseOrderID: linkSchema,
});
export type PolicyOrderSlot = v.InferOutput<typeof policyOrderSlotSchema>;

/** How a customer may order under one supply agreement. Fetched per agreement, so id may be absent. */
export const orderPolicySchema = v.looseObject({
  id: linkSchema,
  rowVersion: v.optional(countSchema),
  orderingArrangement: orderingArrangementSchema,
  orderLeadHours: optionalNumberSchema,
  requireLeadTime: optionalFlagSchema,
  isAvailableWeekends: optionalFlagSchema,
  isCustomerOrderingEnabled: optionalFlagSchema,
  isPreferPickup: optionalFlagSchema,
  isRequiredPickup: optionalFlagSchema,
  priceTierID: linkSchema,
  defaultLocation: v.nullish(locationRefSchema),
  possibleLocations: v.nullish(v.array(locationRefSchema)),
  automaticLineItems: v.nullish(v.array(automaticLineItemSchema)),
  globalRules: v.nullish(v.array(orderRuleSchema)),
  orderItems: v.nullish(v.array(orderItemSchema)),
  orderSlots: v.nullish(v.array(policyOrderSlotSchema)),
});
export type OrderPolicy = v.InferOutput<typeof orderPolicySchema>;

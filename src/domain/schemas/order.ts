import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import { productSummarySchema } from './product';
import {
  countSchema,
  documentNumberSchema,
  linkSchema,
  numberSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
  tagsCsvSchema,
  taxTypeSchema,
} from './field-types';

/** A price tier: from unitCountTrigger units upwards each unit costs unitValue. */
export const unitPriceIncrementSchema = v.looseObject({
  unitCountTrigger: numberSchema,
  unitValue: numberSchema,
});
export type UnitPriceIncrementRecord = v.InferOutput<typeof unitPriceIncrementSchema>;

/** Known order-line rule names; others are carried through untouched. */
export const ORDER_RULE_NAMES = ['QuantityInIncrements'] as const;

/**
 * An order-line rule: a bare name, or a name with its value
 * (for QuantityInIncrements the value is the increment).
 */
export const orderRuleSchema = v.union([
  v.string(),
  v.looseObject({ rule: v.string(), value: optionalNumberSchema }),
]);
export type OrderRule = v.InferOutput<typeof orderRuleSchema>;

/** A line of an order. id and rowVersion are absent on lines not yet saved. */
export const orderItemSchema = v.looseObject({
  id: linkSchema,
  rowVersion: v.optional(countSchema),
  productID: linkSchema,
  quantity: numberSchema,
  description: optionalStringSchema,
  lineItemCode: optionalStringSchema,
  unitPrice: optionalNumberSchema,
  discount: optionalNumberSchema,
  taxType: taxTypeSchema,
  placeholderProductID: linkSchema,
  isPlaceholder: optionalFlagSchema,
  tags: tagsCsvSchema,
  sortNumber: optionalNumberSchema,
  amountTotal: optionalNumberSchema,
  product: v.nullish(productSummarySchema),
  unitPriceIncrements: v.nullish(v.array(unitPriceIncrementSchema)),
  rules: v.nullish(v.array(orderRuleSchema)),
});
export type OrderItem = v.InferOutput<typeof orderItemSchema>;

/** A customer order or a purchase order. */
export const orderSchema = v.looseObject({
  ...genericItemEntries,
  subTotal: optionalNumberSchema,
  taxTotal: optionalNumberSchema,
  amountTotal: optionalNumberSchema,
  buyerID: linkSchema,
  sellerID: linkSchema,
  fulfillerID: linkSchema,
  locationID: linkSchema,
  supplyAgreementID: linkSchema,
  /** The supply line a restocking purchase order was made by (the services hold it to the line). */
  supplyLineID: linkSchema,
  customerOrderNumber: documentNumberSchema,
  purchaseOrderNumber: documentNumberSchema,
  dueDate: optionalDateSchema,
  isConfirmed: optionalFlagSchema,
  confirmedOn: optionalDateSchema,
  confirmedByUserID: linkSchema,
  isDispatched: optionalFlagSchema,
  /** When the buyer received the goods: a purchase order stops counting as on order. */
  receivedOn: optionalDateSchema,
  isBuyerCourier: optionalFlagSchema,
  isRequestPickup: optionalFlagSchema,
  tagsCSV: tagsCsvSchema,
  orderItems: v.nullish(v.array(orderItemSchema)),
  /** When the order was made (the services' flows and the demo data set it). */
  createdOn: optionalStringSchema,
  /** The order slot it was placed in (a Slotted agreement), and that slot's cut-off. */
  orderSlotID: linkSchema,
  orderBy: optionalStringSchema,
  notes: optionalStringSchema,
  /** The total the writer's device showed when it saved, so its form can tell when the services' total differs. */
  clientAmountTotal: optionalNumberSchema,
  /**
   * Set by the services only: the seller wrote the order where its own policy would have refused
   * its buyer (after the cut-off, outside the slots or lead time), when, who, and the rule.
   */
  sellerOverrideOn: optionalDateSchema,
  sellerOverrideByUserID: linkSchema,
  sellerOverrideRule: optionalStringSchema,
});
export type Order = v.InferOutput<typeof orderSchema>;

import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import {
  cronExpressionSchema,
  idSchema,
  linkSchema,
  numberSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalStringSchema,
} from './field-types';

/** A product and quantity repeated on every standing order run. */
export const standingOrderItemSchema = v.looseObject({
  productID: idSchema,
  quantity: numberSchema,
});
export type StandingOrderItem = v.InferOutput<typeof standingOrderItemSchema>;

/**
 * A recurring ordering window. adjustments is kept as the stored
 * comma-separated text (see scheduleAdjustmentSchema for its parsed form).
 */
export const orderSlotSchema = v.looseObject({
  id: linkSchema,
  slotName: optionalStringSchema,
  cronExpression: v.nullish(cronExpressionSchema),
  isOn: optionalFlagSchema,
  nextAttentionDate: optionalDateSchema,
  orderSlotGroupID: linkSchema,
  adjustments: optionalStringSchema,
});
export type OrderSlot = v.InferOutput<typeof orderSlotSchema>;

/** An order placed automatically on a schedule. */
export const standingOrderSchema = v.looseObject({
  ...genericItemEntries,
  buyerID: linkSchema,
  sellerID: linkSchema,
  supplyAgreementID: linkSchema,
  standingOrderName: optionalStringSchema,
  cronExpression: v.nullish(cronExpressionSchema),
  isOn: optionalFlagSchema,
  isBuyerCourier: optionalFlagSchema,
  locationID: linkSchema,
  nextAttentionDate: optionalDateSchema,
  orderItems: v.nullish(v.array(standingOrderItemSchema)),
  orderSlots: v.nullish(v.array(orderSlotSchema)),
  /** Skipped or moved runs of a standing order without slots, as the stored comma-separated text. */
  adjustments: optionalStringSchema,
});
export type StandingOrder = v.InferOutput<typeof standingOrderSchema>;

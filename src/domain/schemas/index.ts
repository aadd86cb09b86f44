import type * as v from 'valibot';
import { appearanceSettingsSchema, colourSetSchema } from './appearance-settings';
import { automaticLineItemSchema } from './automatic-line-item';
import { batchSchema } from './batch';
import { companyAccountSchema, companyRefSchema } from './company-account';
import {
  consignmentEntryItemSchema,
  consignmentOrderItemSchema,
  consignmentPackagedItemSchema,
  consignmentSchema,
} from './consignment';
import {
  courierMovementSchema,
  movementPackagedItemSchema,
  routeSchema,
  routeStopSchema,
} from './courier-movement';
import {
  credentialRecordSchema,
  externalReferenceSchema,
  genericItemSchema,
  syncRecordSchema,
} from './generic-item';
import { customerImportRowSchema, productImportRowSchema } from './import-rows';
import { invoiceLineItemSchema, invoiceSchema } from './invoice';
import { journeyPointerSchema, journeySchema, journeyTemplateSchema } from './journey';
import { locationRefSchema, locationSchema } from './location';
import { measurementSchema } from './measurement';
import { orderItemSchema, orderSchema, unitPriceIncrementSchema } from './order';
import { orderDefinitionSchema, possibleLocationSchema } from './order-definition';
import { orderPolicySchema, policyOrderSlotSchema } from './order-policy';
import { productSchema, productSummarySchema } from './product';
import { productCategorySchema } from './product-category';
import { productTetherSchema } from './product-tether';
import { quantityBreakdownRowSchema } from './quantity-breakdown-row';
import { calendarItemSchema, scheduleAdjustmentSchema } from './schedule-adjustment';
import { sessionCompanySchema, sessionSchema } from './session';
import { orderSlotSchema, standingOrderItemSchema, standingOrderSchema } from './standing-order';
import { stockAdjustmentSchema } from './stock-adjustment';
import { stockIncrementSchema } from './stock-increment';
import { stockItemSchema, stockTrackedItemSchema } from './stock-item';
import { stockThresholdSchema } from './stock-threshold';
import { supplyAgreementSchema } from './supply-agreement';
import { userSchema } from './user';

export * from './appearance-settings';
export * from './automatic-line-item';
export * from './batch';
export * from './company-account';
export * from './consignment';
export * from './courier-movement';
export * from './field-types';
export * from './generic-item';
export * from './import-rows';
export * from './invoice';
export * from './journey';
export * from './location';
export * from './measurement';
export * from './normalise-payload';
export * from './order';
export * from './order-definition';
export * from './order-policy';
export * from './product';
export * from './product-category';
export * from './product-tether';
export * from './quantity-breakdown-row';
export * from './schedule-adjustment';
export * from './session';
export * from './standing-order';
export * from './stock-adjustment';
export * from './stock-increment';
export * from './stock-item';
export * from './stock-threshold';
export * from './supply-agreement';
export * from './user';

/** Every schema by a descriptive name, so callers and tests can iterate over all of them. */
export const entitySchemas = {
  genericItem: genericItemSchema,
  externalReference: externalReferenceSchema,
  syncRecord: syncRecordSchema,
  credentialRecord: credentialRecordSchema,
  session: sessionSchema,
  sessionCompany: sessionCompanySchema,
  companyAccount: companyAccountSchema,
  companyRef: companyRefSchema,
  colourSet: colourSetSchema,
  appearanceSettings: appearanceSettingsSchema,
  location: locationSchema,
  locationRef: locationRefSchema,
  user: userSchema,
  product: productSchema,
  productSummary: productSummarySchema,
  productCategory: productCategorySchema,
  batch: batchSchema,
  measurement: measurementSchema,
  stockIncrement: stockIncrementSchema,
  stockItem: stockItemSchema,
  stockTrackedItem: stockTrackedItemSchema,
  stockThreshold: stockThresholdSchema,
  stockAdjustment: stockAdjustmentSchema,
  supplyAgreement: supplyAgreementSchema,
  orderPolicy: orderPolicySchema,
  policyOrderSlot: policyOrderSlotSchema,
  order: orderSchema,
  orderItem: orderItemSchema,
  unitPriceIncrement: unitPriceIncrementSchema,
  orderDefinition: orderDefinitionSchema,
  possibleLocation: possibleLocationSchema,
  automaticLineItem: automaticLineItemSchema,
  productTether: productTetherSchema,
  standingOrder: standingOrderSchema,
  standingOrderItem: standingOrderItemSchema,
  orderSlot: orderSlotSchema,
  scheduleAdjustment: scheduleAdjustmentSchema,
  calendarItem: calendarItemSchema,
  invoice: invoiceSchema,
  invoiceLineItem: invoiceLineItemSchema,
  courierMovement: courierMovementSchema,
  movementPackagedItem: movementPackagedItemSchema,
  route: routeSchema,
  routeStop: routeStopSchema,
  consignment: consignmentSchema,
  consignmentPackagedItem: consignmentPackagedItemSchema,
  consignmentOrderItem: consignmentOrderItemSchema,
  consignmentEntryItem: consignmentEntryItemSchema,
  journeyTemplate: journeyTemplateSchema,
  journey: journeySchema,
  journeyPointer: journeyPointerSchema,
  productImportRow: productImportRowSchema,
  customerImportRow: customerImportRowSchema,
  quantityBreakdownRow: quantityBreakdownRowSchema,
} as const satisfies Record<string, v.GenericSchema>;

export type EntitySchemaName = keyof typeof entitySchemas;

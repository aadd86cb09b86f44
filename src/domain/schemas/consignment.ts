import * as v from 'valibot';
import { companyRefSchema } from './company-account';
import { genericItemEntries } from './generic-item';
import { locationRefSchema } from './location';
import {
  documentNumberSchema,
  idSchema,
  linkSchema,
  numberSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from './field-types';

/** A package in a consignment. */
export const consignmentPackagedItemSchema = v.looseObject({
  code: optionalStringSchema,
  height: optionalNumberSchema,
  length: optionalNumberSchema,
  width: optionalNumberSchema,
  weight: optionalNumberSchema,
  volume: optionalNumberSchema,
  quantity: optionalNumberSchema,
  measurementID: linkSchema,
  measurementStandard: optionalStringSchema,
});
export type ConsignmentPackagedItem = v.InferOutput<typeof consignmentPackagedItemSchema>;

/** A product quantity the consignment must supply. */
export const consignmentOrderItemSchema = v.looseObject({
  productID: idSchema,
  quantity: numberSchema,
});
export type ConsignmentOrderItem = v.InferOutput<typeof consignmentOrderItemSchema>;

/** A batch quantity picked for the consignment. */
export const consignmentEntryItemSchema = v.looseObject({
  batchID: linkSchema,
  productID: idSchema,
  quantity: numberSchema,
  quantityPicked: optionalNumberSchema,
});
export type ConsignmentEntryItem = v.InferOutput<typeof consignmentEntryItemSchema>;

/** A customer, supplier or stock consignment being picked, packed and dispatched. */
export const consignmentSchema = v.looseObject({
  ...genericItemEntries,
  consignmentNumber: documentNumberSchema,
  buyer: v.nullish(companyRefSchema),
  seller: v.nullish(companyRefSchema),
  buyerID: linkSchema,
  departureLocationID: linkSchema,
  departureLocation: v.nullish(locationRefSchema),
  destinationLocationID: linkSchema,
  destinationLocation: v.nullish(locationRefSchema),
  /** The supply line a restocking transfer was made by (the services hold it to the line). */
  supplyLineID: linkSchema,
  dueDate: optionalDateSchema,
  dueReadyOn: optionalDateSchema,
  readyOn: optionalDateSchema,
  packedOn: optionalDateSchema,
  packedByUserID: linkSchema,
  pickedByUserID: linkSchema,
  pickedOn: optionalDateSchema,
  performedOn: optionalDateSchema,
  isOrdered: optionalFlagSchema,
  isReadyToOrderCourier: optionalFlagSchema,
  isRequestPickup: optionalFlagSchema,
  isBuyerCourier: optionalFlagSchema,
  isDispatched: optionalFlagSchema,
  isFullyProvisioned: optionalFlagSchema,
  isTransfer: optionalFlagSchema,
  needsPacking: optionalFlagSchema,
  isSourceChanged: optionalFlagSchema,
  sourceHasChanged: optionalFlagSchema,
  orderWeight: optionalNumberSchema,
  stockWeight: optionalNumberSchema,
  stockConsignmentID: linkSchema,
  fulfillmentBuyerID: linkSchema,
  // Who sells and who fulfils it, and the orders it carries (one, or several sharing a consignment).
  sellerID: linkSchema,
  fulfillerID: linkSchema,
  customerOrderID: linkSchema,
  customerOrderIDs: v.nullish(v.array(idSchema)),
  // Chosen by the seller's pointers for the address when the consignment is made (server/flows/delivery-pointers.ts):
  // the courier planned to take it (not a party: the courier sees the delivery or courier order made of it).
  plannedCourierID: linkSchema,
  journeyTemplateID: linkSchema,
  supplyPointerID: linkSchema,
  courierPointerID: linkSchema,
  packagedItems: v.nullish(v.array(consignmentPackagedItemSchema)),
  consignmentOrderItems: v.nullish(v.array(consignmentOrderItemSchema)),
  consignmentEntryItems: v.nullish(v.array(consignmentEntryItemSchema)),
});
export type Consignment = v.InferOutput<typeof consignmentSchema>;

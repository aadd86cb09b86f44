import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import {
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

/** A line of an invoice; itemID points at the product or line it bills. */
export const invoiceLineItemSchema = v.looseObject({
  id: linkSchema,
  itemID: linkSchema,
  description: optionalStringSchema,
  quantity: numberSchema,
  onOrder: optionalNumberSchema,
  unitPrice: optionalNumberSchema,
  discount: optionalNumberSchema,
  sortNumber: optionalNumberSchema,
  tags: tagsCsvSchema,
  taxType: taxTypeSchema,
});
export type InvoiceLineItem = v.InferOutput<typeof invoiceLineItemSchema>;

/** A customer or supplier invoice. */
export const invoiceSchema = v.looseObject({
  ...genericItemEntries,
  invoiceNumber: documentNumberSchema,
  amountTotal: optionalNumberSchema,
  amountPaid: optionalNumberSchema,
  subTotal: optionalNumberSchema,
  taxTotal: optionalNumberSchema,
  buyerID: linkSchema,
  customerOrderNumber: documentNumberSchema,
  purchaseOrderNumber: documentNumberSchema,
  issuedOn: optionalDateSchema,
  dueOn: optionalDateSchema,
  paidOn: optionalDateSchema,
  isPaid: optionalFlagSchema,
  isConfirmed: optionalFlagSchema,
  isDispatched: optionalFlagSchema,
  lineItems: v.nullish(v.array(invoiceLineItemSchema)),
});
export type Invoice = v.InferOutput<typeof invoiceSchema>;

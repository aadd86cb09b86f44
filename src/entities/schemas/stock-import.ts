import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  documentNumberSchema,
  idSchema,
  linkSchema,
  numberSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';

/** A product quantity brought into stock, into a new or existing batch. */
export const stockImportItemSchema = v.looseObject({
  productID: idSchema,
  batchID: linkSchema,
  batchcode: optionalStringSchema,
  quantity: numberSchema,
});
export type StockImportItem = v.InferOutput<typeof stockImportItemSchema>;

/** Goods brought into stock at a location (from a supplier or counted in); finished imports add stock items. */
export const stockImportSchema = v.looseObject({
  ...genericItemEntries,
  importNumber: documentNumberSchema,
  locationID: linkSchema,
  sellerID: linkSchema,
  performedOn: optionalDateSchema,
  isFinished: optionalFlagSchema,
  notes: optionalStringSchema,
  importItems: v.nullish(v.array(stockImportItemSchema)),
});
export type StockImport = v.InferOutput<typeof stockImportSchema>;

import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  linkSchema,
  numberSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
  tagsCsvSchema,
  taxTypeSchema,
} from '../../domain/schemas/field-types';

/** A product the buyer may order, at its own tier's price and line rules. */
export const catalogueProductSchema = v.looseObject({
  id: v.string(),
  productName: optionalStringSchema,
  abbreviation: optionalStringSchema,
  categoryID: linkSchema,
  taxType: taxTypeSchema,
  tags: tagsCsvSchema,
  sortNumber: optionalNumberSchema,
  publicDescription: optionalStringSchema,
  isTemperatureSensitive: optionalFlagSchema,
  isPerishable: optionalFlagSchema,
  isReturnable: optionalFlagSchema,
  unitPrice: numberSchema,
  unitPriceIncrements: v.nullish(v.array(v.looseObject({}))),
  rules: v.nullish(v.array(v.looseObject({}))),
});

/**
 * A buyer's catalogue of one seller, as the services derive it from the seller's records (read
 * only): the seller's agreement with the buyer and its ordering terms, the products of the
 * buyer's price tier with their prices, their categories, tethers, automatic lines and the order
 * slots the agreement orders in. Its id is the seller's company account.
 */
export const supplierCatalogueSchema = v.looseObject({
  ...genericItemEntries,
  sellerID: linkSchema,
  buyerID: linkSchema,
  /** The seller's own agreement record with the buyer (its customers record), which prices the orders. */
  supplyAgreementID: linkSchema,
  priceTierName: optionalStringSchema,
  orderLeadHours: optionalNumberSchema,
  requireLeadTime: optionalFlagSchema,
  isAvailableWeekends: optionalFlagSchema,
  orderingArrangement: optionalStringSchema,
  orderSlotIDs: v.nullish(v.array(v.string())),
  isPreferPickup: optionalFlagSchema,
  isRequiredPickup: optionalFlagSchema,
  /** Whether the seller takes this buyer's orders online (its agreement, else its setting). */
  isCustomerOrderingEnabled: optionalFlagSchema,
  /** The seller's time zone: the days, slots and cut-offs of its terms are its own. */
  timeZone: optionalStringSchema,
  possibleLocations: v.nullish(v.array(v.looseObject({}))),
  products: v.nullish(v.array(catalogueProductSchema)),
  categories: v.nullish(v.array(v.looseObject({ id: v.string(), categoryName: optionalStringSchema }))),
  tethers: v.nullish(v.array(v.looseObject({ id: v.string() }))),
  automaticLineItems: v.nullish(v.array(v.looseObject({ id: v.string() }))),
  orderSlots: v.nullish(v.array(v.looseObject({ id: v.string() }))),
});
export type SupplierCatalogue = v.InferOutput<typeof supplierCatalogueSchema>;

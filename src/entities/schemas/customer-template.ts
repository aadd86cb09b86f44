import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import { orderingArrangementSchema } from '../../domain/schemas/order-policy';
import {
  linkSchema,
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';

/** Default ordering terms copied onto new customers (a supply agreement template). */
export const customerTemplateSchema = v.looseObject({
  ...genericItemEntries,
  templateName: optionalStringSchema,
  orderingArrangement: v.nullish(orderingArrangementSchema),
  orderLeadHours: optionalNumberSchema,
  requireLeadTime: optionalFlagSchema,
  isAvailableWeekends: optionalFlagSchema,
  isCustomerOrderingEnabled: optionalFlagSchema,
  isPreferPickup: optionalFlagSchema,
  isRequiredPickup: optionalFlagSchema,
  customerGroupID: linkSchema,
  priceTierID: linkSchema,
  paymentTermID: linkSchema,
});
export type CustomerTemplate = v.InferOutput<typeof customerTemplateSchema>;

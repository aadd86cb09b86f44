import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  optionalFlagSchema,
  optionalNumberSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';

/** When invoices fall due: daysToPay after issue, or after the end of the month. */
export const paymentTermSchema = v.looseObject({
  ...genericItemEntries,
  paymentTermName: optionalStringSchema,
  termDescription: optionalStringSchema,
  daysToPay: optionalNumberSchema,
  isEndOfMonth: optionalFlagSchema,
});
export type PaymentTerm = v.InferOutput<typeof paymentTermSchema>;

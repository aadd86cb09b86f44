import * as v from 'valibot';
import { genericItemEntries } from './generic-item';
import {
  boundarySchema,
  linkSchema,
  optionalNumberSchema,
  optionalStringSchema,
  tagsCsvSchema,
  taxTypeSchema,
} from './field-types';

/** How lineValue is applied: Percent multiplies the measured value, Fixed is an amount. */
export const lineValueTypeSchema = v.picklist(
  ['Percent', 'Fixed'],
  'Line value type must be Percent or Fixed',
);
export type LineValueType = v.InferOutput<typeof lineValueTypeSchema>;

/**
 * A rule that adds a line (e.g. a Delivery Fee) to orders. `rule` names the
 * measure and comparison; its text encoding is not specified, so any string is kept.
 */
export const automaticLineItemSchema = v.looseObject({
  ...genericItemEntries,
  lineItemName: optionalStringSchema,
  calcOrder: optionalNumberSchema,
  quantity: optionalNumberSchema,
  rule: optionalStringSchema,
  lineValue: optionalNumberSchema,
  lineValueType: v.nullish(lineValueTypeSchema),
  linesWithTags: tagsCsvSchema,
  optionGroupID: linkSchema,
  tags: tagsCsvSchema,
  taxType: taxTypeSchema,
  boundary: boundarySchema,
  /** The zone the line applies in, when it has no boundary of its own. */
  zoneID: linkSchema,
});
export type AutomaticLineItem = v.InferOutput<typeof automaticLineItemSchema>;

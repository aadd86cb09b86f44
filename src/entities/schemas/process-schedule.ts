import * as v from 'valibot';
import { genericItemEntries } from '../../domain/schemas/generic-item';
import {
  cronExpressionSchema,
  linkSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalStringSchema,
} from '../../domain/schemas/field-types';

/**
 * When customer orders are processed (made into consignments and picked) on a schedule.
 * adjustments is the stored comma-separated text, as on order slots.
 */
export const processScheduleSchema = v.looseObject({
  ...genericItemEntries,
  scheduleName: optionalStringSchema,
  cronExpression: v.nullish(cronExpressionSchema),
  isOn: optionalFlagSchema,
  nextAttentionDate: optionalDateSchema,
  lastProcessedOn: optionalDateSchema,
  locationID: linkSchema,
  customerGroupID: linkSchema,
  adjustments: optionalStringSchema,
});
export type ProcessSchedule = v.InferOutput<typeof processScheduleSchema>;

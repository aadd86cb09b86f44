import * as v from 'valibot';
import {
  isoDateSchema,
  linkSchema,
  optionalDateSchema,
  optionalFlagSchema,
  optionalNumberSchema,
} from './field-types';

const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * One change to a schedule occurrence, as parsed from its comma-separated text.
 * No replacingDate while adjusting means the occurrence is cancelled.
 * Lead times are minutes.
 */
export const scheduleAdjustmentSchema = v.object({
  dateTrigger: isoDateSchema,
  replacingDate: optionalDateSchema,
  replacingTime: v.nullish(v.pipe(v.string(), v.regex(TIME_OF_DAY_PATTERN, 'Time must be HH:mm'))),
  isAdjusting: optionalFlagSchema,
  isInSchedule: optionalFlagSchema,
  leadTimeLeft: optionalNumberSchema,
  leadTimeRight: optionalNumberSchema,
  leadDateLeft: optionalDateSchema,
  leadDateRight: optionalDateSchema,
});
export type ScheduleAdjustment = v.InferOutput<typeof scheduleAdjustmentSchema>;

/** One occurrence of an order slot on the calendar. */
export const calendarItemSchema = v.looseObject({
  orderBy: isoDateSchema,
  deliverBy: isoDateSchema,
  orderSlotID: linkSchema,
  isCancelled: optionalFlagSchema,
});
export type CalendarItem = v.InferOutput<typeof calendarItemSchema>;

import { DATE_FORMAT, formatInZone, TIME_FORMAT } from './formats';
import { nextOccurrences } from './schedule-occurrences';
import { addDays, dayStart, isWeekend, localDayOf, parseDay, type LocalDay } from './local-day';
import { DEFAULT_TIME_ZONE, instantFromWallTime } from './time-zone';

// The calendar-day helpers live in local-day.ts (no cron library: a screen that only counts days
// loads none); order-dates keeps them for its callers.
export { addDays, dayStart, isWeekend, localDayOf, type LocalDay };

/** The parts of an order policy (per supply agreement) that decide when an order may be due. */
export type DueDatePolicy = {
  orderLeadHours?: number | null;
  /** When set, a day inside the lead time is refused; otherwise it is only warned about. */
  requireLeadTime?: boolean | null;
  /** When not set, Saturdays and Sundays are refused. */
  isAvailableWeekends?: boolean | null;
  /**
   * The seller's Daily Cut-Off Time (HH:MM, its company setting): each ordering day closes then
   * instead of at midnight, so an order must be in by that time of the last day it may be placed.
   */
  orderCutOffTime?: string | null;
};

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 3_600_000;

function leadHoursOf(policy: DueDatePolicy): number {
  const hours = policy.orderLeadHours;
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0 ? hours : 0;
}

/**
 * The first day an order placed now may be due: the day on which the lead time ends,
 * moved past a weekend when weekends are not delivered.
 * @example earliestDueDay(new Date('2026-03-03T23:00:00Z'), { orderLeadHours: 24 }) // '2026-03-05' (Thu, 10 AM Wed + 24 h)
 */
export function earliestDueDay(
  now: Date,
  policy: DueDatePolicy,
  timeZone: string = DEFAULT_TIME_ZONE,
): LocalDay {
  let day = localDayOf(new Date(now.getTime() + leadHoursOf(policy) * HOUR_MS), timeZone);
  while (
    (policy.isAvailableWeekends !== true && isWeekend(day)) ||
    isPastDailyCutOff(day, now, policy, timeZone)
  )
    day = addDays(day, 1);
  return day;
}

/**
 * The seller's daily cut-off as hours and minutes, or null when it sets none (or an unreadable one).
 * @example dailyCutOff({ orderCutOffTime: '17:00' }) // { hour: 17, minute: 0 }
 */
export function dailyCutOff(policy: DueDatePolicy): { hour: number; minute: number } | null {
  const match = typeof policy.orderCutOffTime === 'string' ? TIME.exec(policy.orderCutOffTime.trim()) : null;
  return match === null ? null : { hour: Number(match[1]), minute: Number(match[2]) };
}

function isPastDailyCutOff(day: LocalDay, now: Date, policy: DueDatePolicy, timeZone: string): boolean {
  return (
    dailyCutOff(policy) !== null && now.getTime() >= new Date(openCutOff(day, policy, timeZone)).getTime()
  );
}

/** Which due-day rule a day breaks: the day has passed, a closed weekend, or inside a required lead time. */
export type DueDayRule = 'pastDate' | 'weekend' | 'leadTime' | 'cutOff';

/**
 * The rule a day breaks as an order's due day, with why (null when it may be due then): a day
 * already past in the time zone, a weekend without weekend deliveries, or a day inside the lead
 * time when the agreement requires it. The editor's date picker and the services both ask this.
 * @example dueDayRule('2026-03-07', now, { isAvailableWeekends: false }) // { rule: 'weekend', message: 'No deliveries on weekends' }
 */
export function dueDayRule(
  day: LocalDay,
  now: Date,
  policy: DueDatePolicy,
  timeZone: string = DEFAULT_TIME_ZONE,
): { rule: DueDayRule; message: string } | null {
  if (parseDay(day) === null) return { rule: 'pastDate', message: 'Field is required' };
  if (day < localDayOf(now, timeZone)) return { rule: 'pastDate', message: 'That day has passed' };
  if (policy.isAvailableWeekends !== true && isWeekend(day))
    return { rule: 'weekend', message: 'No deliveries on weekends' };
  const earliest = localDayOf(new Date(now.getTime() + leadHoursOf(policy) * HOUR_MS), timeZone);
  if (policy.requireLeadTime === true && day < earliest) {
    return {
      rule: 'leadTime',
      message: `Orders need ${leadHoursOf(policy)} hours' notice: the earliest is ${formatInZone(dayStart(earliest, timeZone), DATE_FORMAT, timeZone)}`,
    };
  }
  if (isPastDailyCutOff(day, now, policy, timeZone)) {
    const cutOff = openCutOff(day, policy, timeZone);
    return {
      rule: 'cutOff',
      message: `orders for it closed at the ${formatInZone(cutOff, TIME_FORMAT, timeZone).replace(/^0/, '').toUpperCase()} cut-off on ${formatInZone(cutOff, DATE_FORMAT, timeZone)}`,
    };
  }
  return null;
}

/**
 * Why an order may not be due on the day (null when it may): see dueDayRule.
 * @example dueDayProblem('2026-03-07', now, { isAvailableWeekends: false }) // 'No deliveries on weekends'
 */
export function dueDayProblem(
  day: LocalDay,
  now: Date,
  policy: DueDatePolicy,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  return dueDayRule(day, now, policy, timeZone)?.message ?? null;
}

/**
 * When an order due on the day stops taking changes from its buyer: the end of the day before
 * the lead time when the agreement requires it, else the end of the due day itself; with the
 * seller's Daily Cut-Off Time, the last such time of day at or before that.
 * @example openCutOff('2026-03-05', { orderLeadHours: 24, requireLeadTime: true }) // '2026-03-04T13:00:00.000Z' (midnight Wed/Thu less 24 h)
 * @example openCutOff('2026-03-05', { orderLeadHours: 24, requireLeadTime: true, orderCutOffTime: '17:00' }) // '2026-03-04T06:00:00.000Z' (5 PM Wed)
 */
export function openCutOff(
  day: LocalDay,
  policy: DueDatePolicy,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const end = new Date(dayStart(addDays(day, 1), timeZone)).getTime();
  const lead = policy.requireLeadTime === true ? leadHoursOf(policy) * HOUR_MS : 0;
  const close = end - lead;
  const time = dailyCutOff(policy);
  if (time === null) return new Date(close).toISOString();
  const onDay = (local: LocalDay) => {
    const parts = parseDay(local);
    if (parts === null) throw new Error(`'${local}' is not a yyyy-MM-dd day`);
    return instantFromWallTime({ ...parts, ...time }, timeZone).getTime();
  };
  const closeDay = localDayOf(new Date(close), timeZone);
  const sameDay = onDay(closeDay);
  return new Date(sameDay <= close ? sameDay : onDay(addDays(closeDay, -1))).toISOString();
}

/**
 * A warning for a day inside the lead time that the agreement does not require (null otherwise).
 * @example dueDayWarning('2026-03-04', now, { orderLeadHours: 24 }) // 'Less than 24 hours' notice'
 */
export function dueDayWarning(
  day: LocalDay,
  now: Date,
  policy: DueDatePolicy,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  if (policy.requireLeadTime === true || leadHoursOf(policy) === 0) return null;
  const earliest = localDayOf(new Date(now.getTime() + leadHoursOf(policy) * HOUR_MS), timeZone);
  return day < earliest ? `Less than ${leadHoursOf(policy)} hours' notice` : null;
}

/** An order slot as stored (order-slots): a schedule of delivery times and the lead hours before each. */
export type OrderSlotDefinition = {
  id: string;
  slotName?: string | null;
  cronExpression?: string | null;
  orderLeadHours?: number | null;
  isOn?: boolean | null;
};

/** One upcoming slot an order can be placed in: order by the cut-off, delivered by deliverBy. */
export type OrderSlotOption = { orderSlotID: string; slotName: string; orderBy: string; deliverBy: string };

/**
 * The upcoming slots whose cut-off has not passed, soonest delivery first. The cut-off is the
 * schedule's own lead time when it has one, else orderLeadHours before the delivery.
 * @example upcomingOrderSlots([{ id: 's', slotName: 'Morning', cronExpression: '0 7 * * 1-5', orderLeadHours: 12, isOn: true }], now)[0].deliverBy
 */
export function upcomingOrderSlots(
  slots: readonly OrderSlotDefinition[],
  now: Date,
  options: { timeZone?: string; count?: number } = {},
): OrderSlotOption[] {
  const { timeZone = DEFAULT_TIME_ZONE, count = 10 } = options;
  const options_: OrderSlotOption[] = [];
  for (const slot of slots) {
    if (slot.isOn === false || typeof slot.cronExpression !== 'string' || slot.cronExpression.trim() === '')
      continue;
    const occurrences = nextOccurrences(slot.cronExpression, now, { count: count + 4, timeZone });
    if (!occurrences.ok) continue;
    for (const occurrence of occurrences.value) {
      const orderBy =
        occurrence.leadDateLeft ?? new Date(occurrence.at.getTime() - leadHoursOf(slot) * HOUR_MS);
      if (orderBy.getTime() <= now.getTime()) continue;
      options_.push({
        orderSlotID: slot.id,
        slotName: slot.slotName ?? '',
        orderBy: orderBy.toISOString(),
        deliverBy: occurrence.at.toISOString(),
      });
    }
  }
  return options_
    .sort((a, b) => (a.deliverBy < b.deliverBy ? -1 : a.deliverBy > b.deliverBy ? 1 : 0))
    .slice(0, count);
}

/**
 * Whether an order still may be changed by its buyer: not confirmed and, in a slot, before its cut-off.
 * @example isBeforeCutOff('2026-03-03T01:00:00Z', new Date('2026-03-03T00:00:00Z')) // true
 */
export function isBeforeCutOff(orderBy: string | null | undefined, now: Date): boolean {
  if (orderBy == null || orderBy === '') return true;
  const cutOff = new Date(orderBy).getTime();
  return Number.isNaN(cutOff) || cutOff > now.getTime();
}

import {
  applyAdjustments,
  isSameTrigger,
  parseAdjustments,
  type AdjustedOccurrence,
  type ScheduleAdjustment,
} from './schedule-adjustments';
import { nextOccurrences, type ScheduleOccurrence } from './schedule-occurrences';
import { DEFAULT_TIME_ZONE } from './time-zone';

/**
 * When a standing order's occurrences fall and which of them are due to become orders.
 * A standing order runs on its order slots that are on (each with its own schedule and
 * adjustments); one without any slot on runs on its own cronExpression and adjustments.
 * An occurrence is due once its order-by instant (the occurrence less its lead time) has
 * come; a moved occurrence is due by its new order-by instant, a cancelled one never.
 */

/** The parts of a standing order (or its order slot) the schedule reads. */
export type ScheduledSlot = {
  id?: string | null;
  slotName?: string | null;
  cronExpression?: string | null;
  isOn?: boolean | null;
  /** The stored adjustment texts, separated by ';' or new lines (or already a list). */
  adjustments?: string | readonly string[] | null;
};

export type StandingOrderLike = ScheduledSlot & {
  id: string;
  orderSlots?: readonly ScheduledSlot[] | null;
};

/** One schedule a standing order runs on: an order slot's, or (slotID null) its own. */
export type StandingSchedule = {
  slotID: string | null;
  slotName: string | null;
  expression: string;
  adjustments: ScheduleAdjustment[];
};

/** An occurrence of a standing order's schedule, after adjustments. */
export type StandingOccurrence = AdjustedOccurrence & {
  slotID: string | null;
  /** When the order must be placed: the lead date, or the occurrence itself without a lead time. */
  orderBy: Date;
};

/** How many occurrences one run generates per schedule at most (a long outage catches up over runs). */
export const MAX_OCCURRENCES_PER_RUN = 200;

const MINUTE_MS = 60_000;

/**
 * The adjustment texts of one stored value, which holds several separated by ';' or new lines.
 * @example splitAdjustmentTexts('2026-01-13T22:00:00.000Z,,0,0,true;2026-01-20T22:00:00.000Z,,0,0,true').length // 2
 */
export function splitAdjustmentTexts(value: string | readonly string[] | null | undefined): string[] {
  if (value == null) return [];
  const texts = typeof value === 'string' ? value.split(/[;\n]/) : value;
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/**
 * The stored value of a list of adjustment texts: joined by ';', null when there are none.
 * @example joinAdjustmentTexts([]) // null
 */
export function joinAdjustmentTexts(texts: readonly string[]): string | null {
  return texts.length === 0 ? null : texts.join(';');
}

/**
 * The schedules a standing order runs on: its order slots that are on and have an
 * expression, or, when none does, its own cronExpression. An order that is off runs on none.
 * @example standingSchedules({ id: 'so1', isOn: true, cronExpression: '0 6 * * 1' })[0]?.slotID // null
 */
export function standingSchedules(order: StandingOrderLike): StandingSchedule[] {
  if (order.isOn !== true) return [];
  const slots = (order.orderSlots ?? []).filter(
    (slot) => slot.isOn !== false && hasText(slot.cronExpression),
  );
  const schedule = (slot: ScheduledSlot, slotID: string | null): StandingSchedule => ({
    slotID,
    slotName: slot.slotName ?? null,
    expression: String(slot.cronExpression),
    adjustments: parseAdjustments(splitAdjustmentTexts(slot.adjustments)),
  });
  if (slots.length > 0) return slots.map((slot, index) => schedule(slot, slot.id ?? `slot-${index + 1}`));
  return hasText(order.cronExpression) ? [schedule(order, null)] : [];
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** @example orderByOf(occurrence) // its lead date, or the occurrence itself without a lead time */
export function orderByOf(occurrence: ScheduleOccurrence): Date {
  return occurrence.leadDateLeft ?? occurrence.at;
}

function standing(occurrence: AdjustedOccurrence, slotID: string | null): StandingOccurrence {
  return { ...occurrence, slotID, orderBy: orderByOf(occurrence) };
}

/** Original occurrences strictly after `from`, in order, while `keep` holds (at most `limit`). */
function originalsWhile(
  expression: string,
  from: Date,
  timeZone: string,
  limit: number,
  keep: (occurrence: ScheduleOccurrence) => boolean,
): ScheduleOccurrence[] {
  const found: ScheduleOccurrence[] = [];
  let cursor = from;
  while (found.length < limit) {
    const batch = nextOccurrences(expression, cursor, {
      count: Math.min(50, limit - found.length),
      timeZone,
    });
    if (!batch.ok || batch.value.length === 0) break;
    for (const occurrence of batch.value) {
      if (!keep(occurrence)) return found;
      found.push(occurrence);
    }
    cursor = batch.value.at(-1)?.at ?? cursor;
  }
  return found;
}

/** The scheduled occurrence an adjustment names, when the schedule really has one then. */
function occurrenceOfTrigger(
  expression: string,
  trigger: string,
  timeZone: string,
): ScheduleOccurrence | null {
  const at = Date.parse(trigger);
  if (Number.isNaN(at)) return null;
  const result = nextOccurrences(expression, new Date(at - MINUTE_MS), { count: 1, timeZone });
  const found = result.ok ? result.value[0] : undefined;
  return found !== undefined && isSameTrigger(found.at, trigger) ? found : null;
}

/**
 * A standing order's occurrences whose original time falls in (from, until], adjustments
 * applied (moved ones show where they now fall, cancelled ones stay and say so), plus
 * occurrences from outside the window that an adjustment moved into it; in time order.
 * @example upcomingOccurrences(order, now, inAWeek) // the coming week's runs of every slot
 */
export function upcomingOccurrences(
  order: StandingOrderLike,
  from: Date,
  until: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): StandingOccurrence[] {
  const found: StandingOccurrence[] = [];
  for (const schedule of standingSchedules(order)) {
    const originals = originalsWhile(
      schedule.expression,
      from,
      timeZone,
      MAX_OCCURRENCES_PER_RUN,
      (occurrence) => occurrence.at <= until,
    );
    const inWindow = new Set(originals.map((occurrence) => occurrence.at.getTime()));
    const movedIn = schedule.adjustments
      .map((adjustment) => occurrenceOfTrigger(schedule.expression, adjustment.dateTrigger, timeZone))
      .filter(
        (occurrence): occurrence is ScheduleOccurrence =>
          occurrence !== null && !inWindow.has(occurrence.at.getTime()),
      );
    for (const occurrence of applyAdjustments([...originals, ...movedIn], schedule.adjustments)) {
      const isOriginal = inWindow.has(occurrence.originalAt.getTime());
      if (
        isOriginal ||
        (occurrence.status === 'adjusted' && occurrence.at > from && occurrence.at <= until)
      ) {
        found.push(standing(occurrence, schedule.slotID));
      }
    }
  }
  return found.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.originalAt.getTime() - b.originalAt.getTime(),
  );
}

export type DueOccurrences = {
  /** The occurrences to turn into orders now, in order-by order. */
  due: StandingOccurrence[];
  /** The instant the next run starts from: every occurrence due by then has been handed out. */
  generatedThrough: Date;
  /** The next order-by instant still to come (not cancelled), or null when there is none. */
  nextAttentionDate: Date | null;
};

/**
 * The occurrences of a standing order that became due after `since` and by `now`: normal
 * ones whose order-by instant lies in (since, now], and moved ones whose new order-by
 * instant has come, unless both their original and their new order-by were already past at
 * `since`. Handing the same occurrence out twice is harmless to callers that key orders by
 * occurrence (see occurrenceKey); missing one is not, so the window errs on handing out.
 * @example dueOccurrences(order, { since: lastRun, now }).due // the orders to make now
 */
export function dueOccurrences(
  order: StandingOrderLike,
  options: { since: Date; now: Date; timeZone?: string; limit?: number },
): DueOccurrences {
  const { since, now, timeZone = DEFAULT_TIME_ZONE, limit = MAX_OCCURRENCES_PER_RUN } = options;
  const due: StandingOccurrence[] = [];
  let through = now;
  let next: Date | null = null;
  const consider = (at: Date) => {
    if (next === null || at < next) next = at;
  };
  for (const schedule of standingSchedules(order)) {
    const originals = originalsWhile(
      schedule.expression,
      since,
      timeZone,
      limit,
      (occurrence) => orderByOf(occurrence) <= now,
    );
    if (originals.length >= limit) {
      // Capped: the rest is caught up by the next run, from the last one handed out.
      const last = originals.at(-1);
      if (last !== undefined && orderByOf(last) < through) through = orderByOf(last);
    }
    const normal = applyAdjustments(originals, schedule.adjustments).filter(
      (occurrence) => occurrence.status === 'normal' && orderByOf(occurrence) > since,
    );
    due.push(...normal.map((occurrence) => standing(occurrence, schedule.slotID)));
    for (const adjustment of schedule.adjustments) {
      const original = occurrenceOfTrigger(schedule.expression, adjustment.dateTrigger, timeZone);
      if (original === null) continue;
      const [moved] = applyAdjustments([original], [adjustment]);
      if (moved === undefined || moved.status !== 'adjusted') continue;
      const orderBy = orderByOf(moved);
      if (orderBy > now) consider(orderBy);
      else if (orderBy > since || orderByOf(original) > since) due.push(standing(moved, schedule.slotID));
    }
    // The next normal occurrence still to come.
    const coming = originalsWhile(schedule.expression, now, timeZone, 30, () => true);
    const firstNormal = applyAdjustments(coming, schedule.adjustments).find(
      (occurrence) => occurrence.status === 'normal' && orderByOf(occurrence) > now,
    );
    if (firstNormal !== undefined) consider(orderByOf(firstNormal));
  }
  const unique = new Map<string, StandingOccurrence>();
  for (const occurrence of due)
    unique.set(`${occurrence.slotID ?? ''}|${occurrence.originalAt.toISOString()}`, occurrence);
  return {
    due: [...unique.values()].sort((a, b) => a.orderBy.getTime() - b.orderBy.getTime()),
    generatedThrough: through,
    nextAttentionDate: next,
  };
}

/**
 * The text naming one occurrence of one standing order: the same occurrence always gives
 * the same key, whenever and wherever it is computed (the original time, to the minute).
 * @example occurrenceKey('so1', { slotID: null, originalAt: new Date('2026-01-13T22:00:30Z') }) // 'so1||2026-01-13T22:00'
 */
export function occurrenceKey(
  standingOrderID: string,
  occurrence: Pick<StandingOccurrence, 'slotID' | 'originalAt'>,
): string {
  const minute = new Date(Math.floor(occurrence.originalAt.getTime() / MINUTE_MS) * MINUTE_MS)
    .toISOString()
    .slice(0, 16);
  return `${standingOrderID}|${occurrence.slotID ?? ''}|${minute}`;
}

import {
  cancelOccurrence,
  clearAdjustment,
  parseAdjustments,
  serializeAdjustments,
  upsertAdjustment,
  type OccurrenceStatus,
  type ScheduleAdjustment,
} from '../../domain/schedule-adjustments';
import { occurrenceAt, type ScheduleOccurrence } from '../../domain/schedule-occurrences';
import {
  joinAdjustmentTexts,
  splitAdjustmentTexts,
  upcomingOccurrences,
  type StandingOrderLike,
} from '../../domain/standing-order-schedule';
import { adjustmentFromInput, type AdjustmentInput } from '../../blocks/schedule-preview';
import { textOf, type AnyRecord } from '../../domain/unknown-values';
import type { FieldsOf, RecordOf } from '../../data/mirror-row';

/**
 * The order calendar: every coming occurrence of the standing orders over a period, as the
 * office sees next week before it happens, each with its order-by instant and what an
 * adjustment did to it; and the changes one row's Adjust, Cancel and Clear make to its
 * standing order (the fields to write through the write path).
 */

export type StandingKind = 'standing-customer-orders' | 'standing-purchase-orders';

/** A standing order of either kind (both hold the standing order schema). */
export type StandingOrderRecord = RecordOf<StandingKind>;

/** What a write changes on a standing order. */
export type StandingOrderFields = FieldsOf<'standing-customer-orders'>;

/** Periods the calendar offers, in days from now. */
export const CALENDAR_PERIODS = [7, 14, 28] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

export type CalendarRow = {
  /** Unique per standing order, slot and original occurrence. */
  key: string;
  kind: StandingKind;
  standingOrderID: string;
  standingOrderName: string;
  /** The customer or supplier: its agreement (customers and suppliers are listed by it), else its account. */
  partnerID: string | null;
  /** The partner's company account (buyer or seller), for its public name. */
  partnerAccountID: string | null;
  slotID: string | null;
  slotName: string | null;
  /** Where the delivery now falls. */
  at: Date;
  orderBy: Date;
  /** Where the schedule put it. */
  originalAt: Date;
  status: OccurrenceStatus;
  /** The scheduled occurrence, as adjustments name it. */
  occurrence: ScheduleOccurrence;
};

/**
 * The coming occurrences of the given standing orders from `from` for `days` days, in time order.
 * @example calendarRows([{ kind: 'standing-customer-orders', records }], now, 7, 'Australia/Melbourne')
 */
export function calendarRows(
  sources: readonly { kind: StandingKind; records: readonly StandingOrderRecord[] }[],
  from: Date,
  days: number,
  timeZone: string,
): CalendarRow[] {
  const until = new Date(from.getTime() + days * 86_400_000);
  const rows: CalendarRow[] = [];
  for (const { kind, records } of sources) {
    for (const record of records) {
      if (record.isInactive === true || typeof record.id !== 'string') continue;
      const order: StandingOrderRecord & StandingOrderLike = record;
      const slots = order.orderSlots ?? [];
      for (const occurrence of upcomingOccurrences(order, from, until, timeZone)) {
        const slot = slots.find((candidate) => candidate.id === occurrence.slotID);
        rows.push({
          key: `${order.id}|${occurrence.slotID ?? ''}|${occurrence.originalAt.toISOString()}`,
          kind,
          standingOrderID: order.id,
          standingOrderName: textOf(order.standingOrderName) ?? order.id,
          partnerID:
            textOf(order.supplyAgreementID) ??
            (kind === 'standing-customer-orders' ? textOf(order.buyerID) : textOf(order.sellerID)),
          partnerAccountID:
            kind === 'standing-customer-orders' ? textOf(order.buyerID) : textOf(order.sellerID),
          slotID: occurrence.slotID,
          slotName: textOf(slot?.slotName),
          at: occurrence.at,
          orderBy: occurrence.orderBy,
          originalAt: occurrence.originalAt,
          status: occurrence.status,
          occurrence: occurrenceAt(occurrence.originalAt, {
            left: occurrence.leadTimeLeft,
            right: occurrence.leadTimeRight,
          }),
        });
      }
    }
  }
  return rows.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.standingOrderName.localeCompare(b.standingOrderName),
  );
}

/** What one calendar row's action does to its occurrence. */
export type CalendarChange =
  { kind: 'adjust'; input: AdjustmentInput } | { kind: 'cancel' } | { kind: 'clear' };

function changed(
  adjustments: readonly ScheduleAdjustment[],
  row: CalendarRow,
  change: CalendarChange,
  timeZone: string,
): ScheduleAdjustment[] | null {
  if (change.kind === 'clear') return clearAdjustment(adjustments, row.originalAt);
  if (change.kind === 'cancel') return upsertAdjustment(adjustments, cancelOccurrence(row.occurrence));
  const adjustment = adjustmentFromInput(row.occurrence, change.input, timeZone);
  return adjustment === null ? null : upsertAdjustment(adjustments, adjustment);
}

/**
 * The standing order's fields to write for a row's change: its slots with the slot's
 * adjustments changed, or its own adjustments for a standing order without slots; null when
 * the change cannot be made (an incomplete adjustment).
 * @example calendarChangeFields(record, row, { kind: 'cancel' }, zone) // { orderSlots: [...] }
 */
export function calendarChangeFields(
  record: Readonly<StandingOrderRecord>,
  row: Pick<CalendarRow, 'slotID' | 'originalAt' | 'occurrence'>,
  change: CalendarChange,
  timeZone: string,
): StandingOrderFields | null {
  const apply = (stored: string | null | undefined): string | null | undefined => {
    const current = parseAdjustments(splitAdjustmentTexts(stored));
    const next = changed(current, row as CalendarRow, change, timeZone);
    return next === null ? undefined : joinAdjustmentTexts(serializeAdjustments(next));
  };
  if (row.slotID === null) {
    const adjustments = apply(record.adjustments);
    return adjustments === undefined ? null : { adjustments };
  }
  let result: string | null | undefined;
  const orderSlots = (record.orderSlots ?? []).map((slot, index) => {
    const id = slot.id || `slot-${index + 1}`;
    if (id !== row.slotID) return slot;
    result = apply(slot.adjustments);
    return result === undefined ? slot : { ...slot, adjustments: result };
  });
  return result === undefined ? null : { orderSlots };
}

/**
 * A line of the customer orders run sheet: an order already placed, or a standing order run
 * still to come. The order is read with the fields the services add when a run makes it
 * (standingOrderID, standingOrderOccurrence), which its schema does not declare.
 */
export type RunSheetRow =
  | { kind: 'order'; key: string; at: Date; order: Readonly<AnyRecord> }
  | { kind: 'occurrence'; key: string; at: Date; row: CalendarRow };

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The run sheet of a period: the customer orders due in it, and the coming standing order runs
 * that have no order yet (a run whose order the services made shows as that order).
 * @example runSheetRows(calendarRows(...), customerOrders, now, 7)
 */
export function runSheetRows(
  calendar: readonly CalendarRow[],
  orders: readonly Readonly<AnyRecord>[],
  from: Date,
  days: number,
): RunSheetRow[] {
  const until = from.getTime() + days * 86_400_000;
  const made = new Set<string>();
  const rows: RunSheetRow[] = [];
  for (const order of orders) {
    const standingID = textOf(order.standingOrderID);
    const occurrence = dateOf(order.standingOrderOccurrence);
    if (standingID !== null && occurrence !== null) made.add(`${standingID}|${occurrence.getTime()}`);
    const due = dateOf(order.dueDate);
    if (order.isInactive === true || due === null || due.getTime() <= from.getTime() || due.getTime() > until)
      continue;
    rows.push({ kind: 'order', key: `order|${String(order.id)}`, at: due, order });
  }
  for (const row of calendar) {
    if (
      row.kind !== 'standing-customer-orders' ||
      made.has(`${row.standingOrderID}|${row.originalAt.getTime()}`)
    )
      continue;
    rows.push({ kind: 'occurrence', key: row.key, at: row.at, row });
  }
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}

import type { RecordOf } from '../../data/mirror-row';
import type { LocalDay } from '../../domain/order-dates';
import { isThisWeek, type BoardState } from './board-flow';
import { slotWeek, type SlotCell, type SlotRow, type SlotWeek } from './slot-week';

/** What the board reads: the mirror's order slots (undefined while loading), orders and agreements. */
export interface OrderSlotsBoardInput {
  readonly slots: readonly RecordOf<'order-slots'>[] | undefined;
  readonly orders: readonly RecordOf<'customer-orders'>[] | undefined;
  readonly agreements: readonly RecordOf<'customers'>[] | undefined;
  readonly state: BoardState;
  readonly now: number;
  readonly timeZone: string;
}

/** One run of a slot on a day. */
export interface SlotRun {
  readonly row: SlotRow;
  readonly cell: SlotCell;
}

/** A day of the week with the runs on it. */
export interface SlotDay {
  readonly day: LocalDay;
  readonly isToday: boolean;
  readonly runs: readonly SlotRun[];
}

/** The run opened for its orders, with the slot's customers who have not ordered into it yet (while it takes orders). */
export interface OpenedRun extends SlotRun {
  readonly notOrderedYet: readonly string[];
}

export interface OrderSlotsBoardView {
  /** The week's slots and runs; undefined while the slots load. */
  readonly week: SlotWeek | undefined;
  readonly days: readonly SlotDay[];
  readonly opened: OpenedRun | null;
  /** Whether the board shows the week of today ("This week" has nothing to do). */
  readonly thisWeek: boolean;
}

/** What each phase of a run is called on the board. */
export const PHASE_LABELS: Readonly<Record<SlotCell['phase'], string>> = {
  open: 'Taking orders',
  closed: 'Cut-off passed',
  past: 'Run done',
};

function openedRun(week: SlotWeek, opened: BoardState['opened']): OpenedRun | null {
  if (opened === null) return null;
  const row = week.rows.find((candidate) => candidate.slotID === opened.slotID);
  const cell = row?.cells.find((candidate) => candidate?.day === opened.day) ?? null;
  if (row === undefined || cell === null) return null;
  const ordered = new Set(cell.orders.map((placed) => placed.customer));
  const notOrderedYet =
    cell.phase === 'open' ? row.customers.filter((customer) => !ordered.has(customer)) : [];
  return { row, cell, notOrderedYet };
}

/**
 * The order slot board's view: the week's slots with their runs laid out by day (today marked),
 * and the run opened for its orders.
 * @example orderSlotsBoardFlow({ slots, orders, agreements, state: initialBoardState('2026-11-26'), now, timeZone }).days[3]?.runs
 */
export function orderSlotsBoardFlow(input: OrderSlotsBoardInput): OrderSlotsBoardView {
  const { slots, state, now, timeZone } = input;
  const thisWeek = isThisWeek(state);
  if (slots === undefined) return { week: undefined, days: [], opened: null, thisWeek };
  const week = slotWeek(
    { slots, orders: input.orders ?? [], agreements: input.agreements ?? [] },
    { weekStart: state.weekStart, now, timeZone },
  );
  const days = week.days.map((day, index) => ({
    day,
    isToday: day === state.today,
    runs: week.rows.flatMap((row) => {
      const cell = row.cells[index];
      return cell ? [{ row, cell }] : [];
    }),
  }));
  return { week, days, opened: openedRun(week, state.opened), thisWeek };
}

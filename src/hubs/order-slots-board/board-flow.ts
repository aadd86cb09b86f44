import { addDays, type LocalDay } from '../../domain/order-dates';
import { weekStart } from './slot-week';

/** What the order slot board shows: a week (Monday first), and one run opened for its orders. */
export interface BoardState {
  readonly today: LocalDay;
  readonly weekStart: LocalDay;
  /** The run shown in detail: its slot and day. */
  readonly opened: { readonly slotID: string; readonly day: LocalDay } | null;
}

export type BoardAction =
  | { type: 'previous-week' }
  | { type: 'next-week' }
  | { type: 'this-week' }
  | { type: 'open'; slotID: string; day: LocalDay }
  | { type: 'close' };

/** The board on the week of today. */
export function initialBoardState(today: LocalDay): BoardState {
  return { today, weekStart: weekStart(today), opened: null };
}

/**
 * The board's moves: a week back or ahead (closing the opened run), back to this week, and
 * opening or closing a run; opening the open run again closes it.
 * @example boardReducer(initialBoardState('2026-11-26'), { type: 'next-week' }).weekStart // '2026-11-30'
 */
export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'previous-week':
      return { ...state, weekStart: addDays(state.weekStart, -7), opened: null };
    case 'next-week':
      return { ...state, weekStart: addDays(state.weekStart, 7), opened: null };
    case 'this-week':
      return { ...state, weekStart: weekStart(state.today), opened: null };
    case 'open':
      return {
        ...state,
        opened:
          state.opened?.slotID === action.slotID && state.opened.day === action.day
            ? null
            : { slotID: action.slotID, day: action.day },
      };
    case 'close':
      return { ...state, opened: null };
  }
}

/** Whether the board shows the week of today. */
export function isThisWeek(state: BoardState): boolean {
  return state.weekStart === weekStart(state.today);
}

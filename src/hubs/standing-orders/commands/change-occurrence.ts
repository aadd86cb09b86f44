import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { StandingKind, StandingOrderFields } from '../order-calendar';

/** A change to one occurrence of a standing order on the calendar (move, cancel, clear), as the fields it writes. */
export type ChangeOccurrenceState = {
  entity: StandingKind;
  standingOrderID: string;
  /** calendarChangeFields' answer: null when the change changes nothing. */
  fields: StandingOrderFields | null;
};

/** The calendar's change to an occurrence, written to its standing order's adjustments. */
export const changeOccurrence: Command<ChangeOccurrenceState> = {
  name: 'change-occurrence',
  label: 'Change',
  isEnabled: (state) => state.fields !== null,
  perform: (state) =>
    state.fields === null ? [] : [writes.update(state.entity, state.standingOrderID, state.fields)],
};

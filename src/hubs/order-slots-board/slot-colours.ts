import type { OrderStatus } from '../../domain/order-status';
import type { SlotCell } from './slot-week';

/** The badge colour of each phase of a run. */
export const PHASE_COLOURS: Readonly<Record<SlotCell['phase'], string>> = {
  open: 'green',
  closed: 'orange',
  past: 'gray',
};

// Dark text on the light badges keeps them readable (WCAG AA) in every colour.
export const STATUS_COLOURS: Readonly<Record<OrderStatus, string>> = {
  unconfirmed: 'yellow',
  confirmed: 'blue',
  dispatched: 'green',
};

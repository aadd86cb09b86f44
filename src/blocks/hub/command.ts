import type { Write } from '../../data/write';

/**
 * One thing a person does on a hub (pick a line, pack a package, deliver a stop), as an
 * object: its name, the label on its button, whether it can run on the state the screen
 * shows, and the writes it makes. Pure, so each command has a test beside it without React
 * or a database; the screen only shows the label and runs it (use-command.ts).
 * @example
 * const confirmOrder: Command<OrderState> = {
 *   name: 'confirm-order',
 *   label: 'Confirm',
 *   isEnabled: (state) => !state.order.isConfirmed,
 *   perform: (state) => [writes.update('customer-orders', state.order.id, { isConfirmed: true })],
 * };
 */
export type Command<S> = {
  /** Stable name (kebab-case), for tests and logs. */
  name: string;
  /** The button's words; may depend on the state (Pick 3 of 5). */
  label: string | ((state: S) => string);
  isEnabled(state: S): boolean;
  /** The writes, in order. Only called when isEnabled(state). */
  perform(state: S): readonly Write[];
};

/** The label a command shows on a state. */
export function labelOf<S>(command: Command<S>, state: S): string {
  return typeof command.label === 'function' ? command.label(state) : command.label;
}

/**
 * The writes of a command on a state, or none when it cannot run there (the state changed
 * between the tap and the run: a pull, another tab).
 */
export function writesOf<S>(command: Command<S>, state: S): readonly Write[] {
  return command.isEnabled(state) ? command.perform(state) : [];
}

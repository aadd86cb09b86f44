import type { Command } from '../../../blocks/hub/command';
import { orderEditorReducer } from '../../../domain/ordering/order-editor-state';
import { saveOrderWrite } from './order-writes';
import { saveOrderProblem, type SaveOrderState } from './save-order';

/** Confirming is saving the order confirmed, by whom and when. */
export type ConfirmOrderState = SaveOrderState & { userID: string | null; now: string };

/**
 * The editor's state once confirmed by the user at `now` (what Confirm saves).
 * @example confirmedEditor(state).editor.header.isConfirmed // true
 */
export function confirmedEditor(state: ConfirmOrderState): ConfirmOrderState {
  return {
    ...state,
    editor: orderEditorReducer(state.editor, { type: 'confirmed', userID: state.userID, now: state.now }),
  };
}

/** Confirm a customer order: the order saved with its confirmation. */
export const confirmOrder: Command<ConfirmOrderState> = {
  name: 'confirm-order',
  label: 'Confirm',
  isEnabled: (state) =>
    state.mayEdit &&
    state.editor.header.isConfirmed !== true &&
    saveOrderProblem(confirmedEditor(state)) === null,
  perform: (state) => {
    const confirmed = confirmedEditor(state);
    return [saveOrderWrite(confirmed.editor, state.id, state.isNew)];
  },
};

import type { Command } from '../../../blocks/hub/command';
import { saveProblem, type OrderEditorState } from '../../../domain/ordering/order-editor-state';
import { saveOrderWrite } from './order-writes';

/** What saving an order needs: the editor, the order's id (a new one's chosen id), and what may stop it. */
export type SaveOrderState = {
  editor: OrderEditorState;
  id: string;
  isNew: boolean;
  mayEdit: boolean;
  /** A problem the services would answer (the due day against the seller's policy), else null. */
  dueProblem: string | null;
};

/**
 * The problem that stops a save, said to the person, or null when it can be saved.
 * @example saveOrderProblem({ ...state, dueProblem: 'Order by 2 PM' }) // 'Order by 2 PM'
 */
export function saveOrderProblem(state: SaveOrderState): string | null {
  return state.dueProblem ?? saveProblem(state.editor);
}

/** Create (a new order) or Save: the order as the editor holds it, through the write path. */
export const saveOrder: Command<SaveOrderState> = {
  name: 'save-order',
  label: (state) => (state.isNew ? 'Create' : 'Save'),
  isEnabled: (state) => state.mayEdit && saveOrderProblem(state) === null,
  perform: (state) => [saveOrderWrite(state.editor, state.id, state.isNew)],
};

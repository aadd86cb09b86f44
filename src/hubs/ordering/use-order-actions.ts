import { useState, type Dispatch } from 'react';
import { useRunCommand } from '../../blocks/hub/use-run-command';
import { useWritePath } from '../../data/data-context';
import type { OrderEditorAction, OrderEditorState } from '../../domain/ordering/order-editor-state';
import { confirmedEditor, confirmOrder } from './commands/confirm-order';
import { moveLateOrder } from './commands/move-late-order';
import { saveOrder, saveOrderProblem, type SaveOrderState } from './commands/save-order';
import type { OrderEditorView } from './flow';
import { ORDER_ENTITIES } from './order-entities';

export type OrderActions = {
  error: string | null;
  setError: (error: string | null) => void;
  saving: boolean;
  /** Save (confirm: Confirm) the order; a problem that stops it is shown as the error. */
  save: (confirm: boolean) => Promise<void>;
  moveLate: () => Promise<void>;
  cancelLate: () => Promise<void>;
};

const message = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));

/**
 * The order editor's actions, bound to its state: save and confirm (commands/save-order.ts,
 * confirm-order.ts), move a late order (commands/move-late-order.ts) and cancel it (the
 * device's unsent changes discarded); each says why it failed.
 * @example const actions = useOrderActions({ ... }); <Button onClick={() => void actions.save(false)}>Save</Button>
 */
export function useOrderActions(input: {
  id: string;
  isNew: boolean;
  state: OrderEditorState;
  view: OrderEditorView;
  userID: string | null;
  dispatch: Dispatch<OrderEditorAction>;
  onCreated: (id: string) => void;
  onBack?: () => void;
}): OrderActions {
  const { id, isNew, state, view, userID, dispatch } = input;
  const path = useWritePath();
  const runCommand = useRunCommand();
  const entity = ORDER_ENTITIES[state.kind].orders;
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A new order's id, chosen before it is saved.
  const [newID] = useState(() => crypto.randomUUID());

  async function save(confirm: boolean) {
    if (!view.mayEdit) return;
    const base: SaveOrderState = {
      editor: state,
      id: isNew ? newID : id,
      isNew,
      mayEdit: view.mayEdit,
      dueProblem: view.dueProblem,
    };
    const confirming = { ...base, userID, now: new Date().toISOString() };
    const current = confirm ? confirmedEditor(confirming) : base;
    const problem = saveOrderProblem(current);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await (confirm ? runCommand(confirmOrder, confirming) : runCommand(saveOrder, base));
      if (isNew) {
        dispatch({ type: 'saved' });
        input.onCreated(base.id);
      } else {
        if (confirm) dispatch({ type: 'confirmed', userID, now: String(current.editor.header.confirmedOn) });
        dispatch({ type: 'saved' });
      }
    } catch (caught) {
      setError(message(caught));
    } finally {
      setSaving(false);
    }
  }

  async function moveLate() {
    setError(null);
    try {
      await runCommand(moveLateOrder, { id, notice: view.lateNotice });
    } catch (caught) {
      setError(message(caught));
    }
  }

  async function cancelLate() {
    setError(null);
    try {
      await path.discardChanges(entity, id);
      input.onBack?.();
    } catch (caught) {
      setError(message(caught));
    }
  }

  return { error, setError, saving, save, moveLate, cancelLate };
}

import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import type { StandingKind } from '../order-calendar';
import { changedFields, fieldsOf, hasErrors, standingErrors, type StandingEditorState } from '../flow';

export type SaveStandingOrderState = {
  entity: StandingKind;
  /** The order's id; a new one's id chosen before it is saved. */
  id: string;
  isNew: boolean;
  mayEdit: boolean;
  editor: StandingEditorState;
};

/**
 * Save a standing order (customer or purchase): a new one whole, a stored one by the fields
 * that changed; nothing while the form has errors or nothing changed.
 */
export const saveStandingOrder: Command<SaveStandingOrderState> = {
  name: 'save-standing-order',
  label: 'Save',
  isEnabled: (state) =>
    state.mayEdit &&
    !hasErrors(standingErrors(state.editor.draft)) &&
    (state.isNew || Object.keys(changedFields(state.editor)).length > 0),
  perform: (state) => {
    // The draft's fields as the standing order schema holds them; the services check them on every write.
    const fields = state.isNew ? fieldsOf(state.editor.draft) : changedFields(state.editor);
    return [
      state.isNew
        ? writes.create(state.entity, state.id, fields)
        : writes.update(state.entity, state.id, fields),
    ];
  },
};

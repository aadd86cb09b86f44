import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideSave,
  DELETE_CONFIRM_MESSAGE,
  detailReducer,
  detailToolbar,
  exitAfterRemoval,
  exitAfterSave,
  initialDetailState,
  saveButton,
  type DetailAction,
  type DetailState,
} from './detail-state';

const run = (state: DetailState, ...actions: DetailAction[]) => actions.reduce(detailReducer, state);
const loadedExisting = (item: Record<string, unknown> = { id: 'p1', name: 'Flour', rowVersion: 1 }) =>
  run(initialDetailState('p1'), { type: 'loaded', item });
const loadedNew = () => run(initialDetailState('new'), { type: 'loaded', item: { name: '' } });

describe('loading', () => {
  it('starts loading; a new item loads blank in edit mode, an existing one in view mode', () => {
    expect(initialDetailState('p1').status).toBe('loading');
    expect(loadedNew()).toMatchObject({ status: 'loaded', isNew: true, editing: true, item: { name: '' } });
    expect(loadedExisting()).toMatchObject({ status: 'loaded', isNew: false, editing: false });
  });

  it('is Not Found when nothing loads', () => {
    expect(run(initialDetailState('p1'), { type: 'loaded', item: null }).status).toBe('not-found');
  });

  it('keeps a snapshot the edits do not reach', () => {
    const state = run(loadedExisting(), { type: 'fieldChanged', name: 'name', value: 'Rye' });
    expect(state.snapshot).toMatchObject({ name: 'Flour' });
    expect(state.item).toMatchObject({ name: 'Rye' });
  });

  it('sets dotted field paths without touching siblings', () => {
    const state = run(loadedExisting({ id: 'p1', address: { street: 'A', city: 'B' } }), {
      type: 'fieldChanged',
      name: 'address.city',
      value: 'C',
    });
    expect(state.item).toMatchObject({ address: { street: 'A', city: 'C' } });
  });

  it('toggles view and edit for an existing item only', () => {
    expect(run(loadedExisting(), { type: 'editToggled' }).editing).toBe(true);
    expect(run(loadedExisting(), { type: 'editToggled' }, { type: 'editToggled' }).editing).toBe(false);
    expect(run(loadedNew(), { type: 'editToggled' }).editing).toBe(true);
  });
});

describe('the save button', () => {
  const may = { mayEdit: true };

  it('is labelled Create for a new item and Save otherwise', () => {
    expect(saveButton(loadedNew(), may).label).toBe('Create');
    expect(saveButton(loadedExisting(), may).label).toBe('Save');
  });

  it('always shows for a new item, with edit rights', () => {
    expect(saveButton(loadedNew(), may).visible).toBe(true);
    expect(saveButton(loadedNew(), { mayEdit: false }).visible).toBe(false);
  });

  it('shows for an existing item only once it differs from the snapshot', () => {
    const state = loadedExisting();
    expect(saveButton(state, may).visible).toBe(false);
    const changed = detailReducer(state, { type: 'fieldChanged', name: 'name', value: 'Rye' });
    expect(saveButton(changed, may).visible).toBe(true);
    expect(
      saveButton(detailReducer(changed, { type: 'fieldChanged', name: 'name', value: 'Flour' }), may).visible,
    ).toBe(false);
  });

  it('ignores client-only fields when deciding it changed', () => {
    const state = run(
      loadedExisting(),
      { type: 'fieldChanged', name: '_sync', value: 'pending' },
      { type: 'fieldChanged', name: 'isPicked', value: true },
    );
    expect(saveButton(state, { mayEdit: true, clientOnlyFields: ['isPicked'] }).visible).toBe(false);
  });

  it('shows without changes when change tracking is off or saving is forced', () => {
    expect(saveButton(loadedExisting(), { mayEdit: true, trackChanges: false }).visible).toBe(true);
    expect(saveButton(loadedExisting(), { mayEdit: true, forceSave: true }).visible).toBe(true);
  });

  it('is hidden when saving is not allowed', () => {
    expect(saveButton(loadedNew(), { mayEdit: true, allowSave: false }).visible).toBe(false);
  });

  it('shows exactly when may edit AND allowed AND (new OR tracking off OR changed OR forced)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (mayEdit, allowSave, trackChanges, forceSave, isNew, changed) => {
          let state = isNew ? loadedNew() : loadedExisting();
          if (changed) state = detailReducer(state, { type: 'fieldChanged', name: 'name', value: 'Changed' });
          const expected = mayEdit && allowSave && (isNew || !trackChanges || changed || forceSave);
          expect(saveButton(state, { mayEdit, allowSave, trackChanges, forceSave }).visible).toBe(expected);
        },
      ),
    );
  });
});

describe('saving', () => {
  it('posts a new item and patches an existing one', () => {
    expect(decideSave(loadedNew(), { mayEdit: true, valid: true })).toMatchObject({
      kind: 'send',
      method: 'post',
    });
    expect(decideSave(loadedExisting(), { mayEdit: true, valid: true })).toMatchObject({
      kind: 'send',
      method: 'patch',
    });
  });

  it('sends nothing when validation fails', () => {
    expect(decideSave(loadedNew(), { mayEdit: true, valid: false })).toEqual({ kind: 'invalid' });
  });

  it('shows the can-save message instead of saving', () => {
    const decision = decideSave(loadedNew(), {
      mayEdit: true,
      valid: true,
      canSave: () => 'Add a line first',
    });
    expect(decision).toEqual({ kind: 'refused', message: 'Add a line first' });
    expect(detailReducer(loadedNew(), { type: 'saveRefused', message: 'Add a line first' }).message).toBe(
      'Add a line first',
    );
  });

  it('is ignored without edit permission or without an item', () => {
    expect(decideSave(loadedNew(), { mayEdit: false, valid: true })).toEqual({ kind: 'ignored' });
    expect(decideSave(initialDetailState('p1'), { mayEdit: true, valid: true })).toEqual({ kind: 'ignored' });
  });

  it("after save shows 'Saved', takes the id and rowVersion, resets the snapshot and ends edit mode", () => {
    const state = run(
      loadedNew(),
      { type: 'fieldChanged', name: 'name', value: 'Rye' },
      { type: 'busyStarted' },
      { type: 'saveSucceeded', id: 'p9', rowVersion: 4 },
    );
    expect(state).toMatchObject({
      message: 'Saved',
      isNew: false,
      editing: false,
      busy: false,
      item: { id: 'p9', rowVersion: 4, name: 'Rye' },
    });
    expect(saveButton(state, { mayEdit: true })).toEqual({ visible: false, label: 'Save' });
  });

  it('a new item saved in a blade closes it; on a page it opens its own page', () => {
    expect(exitAfterSave({ wasNew: true, inBlade: true, andClose: false, id: 'p9' })).toEqual({
      kind: 'close-blade',
    });
    expect(exitAfterSave({ wasNew: true, inBlade: false, andClose: false, id: 'p9' })).toEqual({
      kind: 'open-item',
      id: 'p9',
    });
  });

  it('save and close goes back; an existing item saved stays', () => {
    expect(exitAfterSave({ wasNew: true, inBlade: false, andClose: true, id: 'p9' })).toEqual({
      kind: 'back',
    });
    expect(exitAfterSave({ wasNew: false, inBlade: true, andClose: true, id: 'p1' })).toEqual({
      kind: 'close-blade',
    });
    expect(exitAfterSave({ wasNew: false, inBlade: false, andClose: false, id: 'p1' })).toEqual({
      kind: 'stay',
    });
  });

  it('keeps the item and shows the error when a save fails', () => {
    const state = run(
      loadedNew(),
      { type: 'busyStarted' },
      { type: 'actionFailed', error: new Error('offline') },
    );
    expect(state).toMatchObject({ busy: false, isNew: true, editing: true });
    expect(state.error).toBeInstanceOf(Error);
  });
});

describe('delete and restore', () => {
  it('asks the spec question', () => {
    expect(DELETE_CONFIRM_MESSAGE).toBe('Are you sure you want to delete this item?');
  });

  it('offers delete only for an existing, active item with edit rights', () => {
    expect(detailToolbar(loadedExisting(), { mayEdit: true }).delete).toBe(true);
    expect(detailToolbar(loadedNew(), { mayEdit: true }).delete).toBe(false);
    expect(detailToolbar(loadedExisting(), { mayEdit: false }).delete).toBe(false);
    expect(detailToolbar(loadedExisting({ id: 'p1', isInactive: true }), { mayEdit: true }).delete).toBe(
      false,
    );
  });

  it("offers neither delete nor restore on a record the company may not remove (another company's)", () => {
    const theirs = { mayEdit: true, mayRemove: () => false };
    expect(detailToolbar(loadedExisting(), theirs)).toMatchObject({ delete: false, restore: false });
    expect(detailToolbar(loadedExisting({ id: 'p1', isInactive: true }), theirs)).toMatchObject({
      delete: false,
      restore: false,
    });
  });

  it('offers restore for an inactive item, clears isInactive and then goes back', () => {
    const inactive = loadedExisting({ id: 'p1', isInactive: true });
    expect(detailToolbar(inactive, { mayEdit: true }).restore).toBe(true);
    expect(detailToolbar(loadedExisting(), { mayEdit: true }).restore).toBe(false);
    expect(detailReducer(inactive, { type: 'restored' }).item).toMatchObject({ isInactive: false });
    expect(exitAfterRemoval(false)).toEqual({ kind: 'back' });
    expect(exitAfterRemoval(true)).toEqual({ kind: 'close-blade' });
  });

  it('without edit permission hides add, edit, delete and restore', () => {
    expect(detailToolbar(loadedExisting({ id: 'p1', isInactive: true }), { mayEdit: false })).toEqual({
      add: false,
      edit: false,
      delete: false,
      restore: false,
    });
    expect(detailToolbar(loadedExisting(), { mayEdit: true })).toEqual({
      add: true,
      edit: true,
      delete: true,
      restore: false,
    });
  });
});

describe('reset and removal', () => {
  it('reset starts over for another id', () => {
    expect(detailReducer(loadedExisting(), { type: 'reset', id: 'new' })).toEqual(initialDetailState('new'));
  });

  it('a delete marks the item inactive and ends the busy state', () => {
    expect(run(loadedExisting(), { type: 'busyStarted' }, { type: 'removed' })).toMatchObject({
      busy: false,
      item: { isInactive: true },
    });
  });
});

describe('live refresh (remoteChanged)', () => {
  const newer = { id: 'p1', name: 'Flour 5kg', rowVersion: 2 };

  it('shows the newer record when there are no unsaved edits, in view or edit mode, and it becomes the base', () => {
    for (const start of [loadedExisting(), run(loadedExisting(), { type: 'editToggled' })]) {
      const state = run(start, { type: 'remoteChanged', item: newer });
      expect(state).toMatchObject({
        item: newer,
        snapshot: newer,
        message: null,
        remoteConflicts: [],
        editing: start.editing,
      });
      expect(saveButton(state, { mayEdit: true }).visible).toBe(false);
    }
  });

  it('keeps unsaved edits, takes the other new values and says the record changed', () => {
    const editing = run(
      loadedExisting({ id: 'p1', name: 'Flour', note: 'a', rowVersion: 1 }),
      { type: 'editToggled' },
      { type: 'fieldChanged', name: 'note', value: 'mine' },
    );
    const state = run(editing, {
      type: 'remoteChanged',
      item: { id: 'p1', name: 'Flour 5kg', note: 'a', rowVersion: 2 },
    });
    expect(state.item).toEqual({ id: 'p1', name: 'Flour 5kg', note: 'mine', rowVersion: 2 });
    expect(state.snapshot).toMatchObject({ note: 'a', rowVersion: 2 });
    expect(state.message).toBe(
      'This record was changed on the server. Fields you have not edited now show the new values; your edits are kept.',
    );
    expect(state.remoteConflicts).toEqual([]);
    expect(saveButton(state, { mayEdit: true }).visible).toBe(true);
  });

  it('names a field both changed and keeps the user value; the note goes once saved', () => {
    const editing = run(
      loadedExisting(),
      { type: 'editToggled' },
      { type: 'fieldChanged', name: 'name', value: 'Rye' },
    );
    const state = run(editing, { type: 'remoteChanged', item: newer });
    expect(state.item).toMatchObject({ name: 'Rye', rowVersion: 2 });
    expect(state.remoteConflicts).toEqual(['name']);
    expect(state.message).toBe(
      "This record was changed on the server, including fields you are editing. Your edits are kept; saving replaces the server's values for them.",
    );
    const saved = run(state, { type: 'busyStarted' }, { type: 'saveSucceeded', id: 'p1' });
    expect(saved.remoteConflicts).toEqual([]);
  });

  it('is ignored while loading, saving, for a new item, and for a copy equal to the snapshot', () => {
    expect(run(initialDetailState('p1'), { type: 'remoteChanged', item: newer }).item).toBeNull();
    const saving = run(loadedExisting(), { type: 'busyStarted' });
    expect(run(saving, { type: 'remoteChanged', item: newer })).toBe(saving);
    const fresh = loadedNew();
    expect(run(fresh, { type: 'remoteChanged', item: newer })).toBe(fresh);
    const loaded = loadedExisting();
    expect(
      run(loaded, {
        type: 'remoteChanged',
        item: { id: 'p1', name: 'Flour', rowVersion: 1, _syncState: 'synced' },
      }),
    ).toBe(loaded);
  });
});

describe('a record that arrives after Not Found', () => {
  it('loads in view mode when the first pull brings it', () => {
    const state = run(
      initialDetailState('p1'),
      { type: 'loaded', item: null },
      { type: 'remoteChanged', item: { id: 'p1', name: 'Flour', rowVersion: 1 } },
    );
    expect(state).toMatchObject({
      status: 'loaded',
      item: { name: 'Flour' },
      snapshot: { name: 'Flour' },
      editing: false,
    });
  });
});

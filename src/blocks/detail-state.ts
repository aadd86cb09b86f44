import { NEW_ITEM_ID } from './blade-manager';
import { REMOTE_CHANGED_MESSAGE, REMOTE_CONFLICT_MESSAGE, rebaseOnRemote } from './detail-rebase';
import { cloneSnapshot, isItemChanged, sameFormValue } from './record-changes';
import type { AnyRecord } from '../domain/unknown-values';

/**
 * The single-item form (spec doc 2, sections 2, 4 and 5) as a pure reducer plus the rules
 * for its buttons, saving, deleting and where it goes afterwards.
 */

export const SAVED_MESSAGE = 'Saved';
export const NOT_FOUND_MESSAGE = 'Not Found';
export const CREATE_LABEL = 'Create';
export const SAVE_LABEL = 'Save';
// The delete question lives in its own module, which a list reads without the form's state.
export { DELETE_CONFIRM_CANCEL, DELETE_CONFIRM_MESSAGE, DELETE_CONFIRM_OK } from './delete-confirm';

export type DetailItem = Readonly<AnyRecord>;
export type DetailStatus = 'loading' | 'loaded' | 'not-found' | 'error';

export type DetailState = {
  readonly status: DetailStatus;
  readonly isNew: boolean;
  readonly item: DetailItem | null;
  readonly snapshot: DetailItem | null;
  readonly editing: boolean;
  readonly busy: boolean;
  /** 'Saved' after a save, or what a can-save check answered. */
  readonly message: string | null;
  readonly error: unknown;
  /** Fields the user is editing that the server changed meanwhile; saving replaces them. */
  readonly remoteConflicts: readonly string[];
};

export type DetailAction =
  | { type: 'reset'; id: string }
  | { type: 'loadStarted' }
  | { type: 'loaded'; item: DetailItem | null }
  | { type: 'remoteChanged'; item: DetailItem }
  | { type: 'loadFailed'; error: unknown }
  | { type: 'itemChanged'; item: DetailItem }
  | { type: 'fieldChanged'; name: string; value: unknown }
  | { type: 'editToggled' }
  | { type: 'busyStarted' }
  | { type: 'saveRefused'; message: string }
  | { type: 'saveSucceeded'; id?: string | null; rowVersion?: unknown }
  | { type: 'actionFailed'; error: unknown }
  | { type: 'restored' }
  | { type: 'removed' }
  | { type: 'messageDismissed' }
  | { type: 'errorDismissed' };

/** @example isNewId('new') // true */
export function isNewId(id: string | null | undefined): boolean {
  return id === NEW_ITEM_ID;
}

/** @example initialDetailState('new').isNew // true */
export function initialDetailState(id: string | null | undefined): DetailState {
  return {
    status: 'loading',
    isNew: isNewId(id),
    item: null,
    snapshot: null,
    editing: false,
    busy: false,
    message: null,
    error: null,
    remoteConflicts: [],
  };
}

/**
 * Loading ends with a blank item for a new one (in edit mode) or the fetched one (in view
 * mode); nothing fetched is Not Found.
 * @example detailReducer(initialDetailState('p1'), { type: 'loaded', item: null }).status // 'not-found'
 */
export function detailReducer(state: DetailState, action: DetailAction): DetailState {
  switch (action.type) {
    case 'reset':
      return initialDetailState(action.id);
    case 'loadStarted':
      return { ...state, status: 'loading', error: null };
    case 'loaded':
      if (action.item === null)
        return { ...state, status: 'not-found', item: null, snapshot: null, editing: false };
      return {
        ...state,
        status: 'loaded',
        item: action.item,
        snapshot: cloneSnapshot(action.item),
        editing: state.isNew,
        error: null,
        remoteConflicts: [],
      };
    case 'remoteChanged':
      return remoteChanged(state, action.item);
    case 'loadFailed':
      return { ...state, status: 'error', error: action.error ?? null, busy: false };
    case 'itemChanged':
      return state.item === null ? state : { ...state, item: action.item, message: null };
    case 'fieldChanged':
      return state.item === null
        ? state
        : { ...state, item: setPath(state.item, action.name, action.value), message: null };
    case 'editToggled':
      // A new item stays in edit mode until it is saved; leaving edit mode keeps unsaved edits.
      return state.isNew ? state : { ...state, editing: !state.editing };
    case 'busyStarted':
      return { ...state, busy: true, error: null, message: null };
    case 'saveRefused':
      return { ...state, busy: false, message: action.message };
    case 'saveSucceeded': {
      if (state.item === null) return { ...state, busy: false };
      const item: AnyRecord = { ...state.item };
      if (action.id != null && action.id !== '') item.id = action.id;
      if (action.rowVersion !== undefined) item.rowVersion = action.rowVersion;
      return {
        ...state,
        item,
        snapshot: cloneSnapshot(item),
        isNew: false,
        editing: false,
        busy: false,
        message: SAVED_MESSAGE,
        error: null,
        remoteConflicts: [],
      };
    }
    case 'actionFailed':
      return { ...state, busy: false, error: action.error ?? null };
    case 'restored': {
      if (state.item === null) return { ...state, busy: false };
      const item = { ...state.item, isInactive: false };
      return { ...state, item, snapshot: cloneSnapshot(item), busy: false };
    }
    case 'removed':
      // Deleting marks the record inactive; the form closes or goes back next.
      return {
        ...state,
        busy: false,
        item: state.item === null ? null : { ...state.item, isInactive: true },
      };
    case 'messageDismissed':
      return { ...state, message: null };
    case 'errorDismissed':
      return { ...state, error: null };
  }
}

/**
 * A newer copy of the loaded record (live refresh): without unsaved edits the form shows it
 * and its rowVersion becomes the base; with edits they are kept over it and a note says so.
 * A form that found nothing loads it. Ignored while loading, saving or creating.
 */
function remoteChanged(state: DetailState, remote: DetailItem): DetailState {
  // Opened before the first pull brought the record: it arrives now, as if just loaded.
  if (state.status === 'not-found' && !state.isNew && !state.busy)
    return detailReducer(state, { type: 'loaded', item: remote });
  if (state.status !== 'loaded' || state.isNew || state.busy || state.item === null) return state;
  const rebase = rebaseOnRemote(state.item, state.snapshot, remote);
  if (rebase === null) return state;
  // Earlier conflicts stay while the user's value still differs from the server's.
  const conflicts = [...new Set([...state.remoteConflicts, ...rebase.conflicts])].filter(
    (key) => !sameFormValue(rebase.item[key], rebase.snapshot[key]),
  );
  const message = !rebase.hadEdits
    ? state.message
    : conflicts.length > 0
      ? REMOTE_CONFLICT_MESSAGE
      : REMOTE_CHANGED_MESSAGE;
  return {
    ...state,
    item: rebase.item,
    snapshot: rebase.snapshot,
    remoteConflicts: rebase.hadEdits ? conflicts : [],
    message,
  };
}

/** Sets a dotted path on a copy of the item. */
function setPath(item: DetailItem, path: string, value: unknown): DetailItem {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...item, [head]: value };
  const inner = item[head];
  const child: DetailItem =
    typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as DetailItem) : {};
  return { ...item, [head]: setPath(child, rest.join('.'), value) };
}

/** What the page's permissions and options say about saving. */
export type SaveRules = {
  /** Edit permission for the navigation key. */
  readonly mayEdit: boolean;
  /** The page allows saving at all (default true). */
  readonly allowSave?: boolean;
  /** Change tracking (default on): the button shows only for a changed item. */
  readonly trackChanges?: boolean;
  /** Shows the button even without changes. */
  readonly forceSave?: boolean;
  /** Fields the change check ignores besides underscored ones. */
  readonly clientOnlyFields?: readonly string[];
};

/** @example isDetailChanged(state) // true once a field differs from the snapshot */
export function isDetailChanged(state: DetailState, clientOnlyFields: readonly string[] = []): boolean {
  return state.item !== null && isItemChanged(state.item, state.snapshot, clientOnlyFields);
}

/**
 * The save button: shown when the user may edit, saving is allowed and (change tracking is
 * off, the item changed, or saving is forced); a new item always shows it (with rights).
 * Labelled Create for a new item, Save otherwise.
 * @example saveButton(state, { mayEdit: true }) // { visible: false, label: 'Save' } for an unchanged item
 */
export function saveButton(state: DetailState, rules: SaveRules): { visible: boolean; label: string } {
  const label = state.isNew ? CREATE_LABEL : SAVE_LABEL;
  if (state.status !== 'loaded' || state.item === null || !rules.mayEdit || rules.allowSave === false)
    return { visible: false, label };
  const wanted =
    state.isNew ||
    rules.trackChanges === false ||
    rules.forceSave === true ||
    isDetailChanged(state, rules.clientOnlyFields);
  return { visible: wanted, label };
}

export type SaveDecision =
  | { readonly kind: 'ignored' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'send'; readonly method: 'post' | 'patch'; readonly item: DetailItem };

/**
 * Whether to send a save: ignored without edit rights or an item, invalid when validation
 * fails (nothing is sent), refused with the can-save check's message, else post or patch.
 * @example decideSave(state, { mayEdit: true, valid: true, canSave: () => 'Add a line first' })
 * // { kind: 'refused', message: 'Add a line first' }
 */
export function decideSave(
  state: DetailState,
  options: {
    mayEdit: boolean;
    valid: boolean;
    canSave?: (item: DetailItem) => string | boolean | null | undefined;
  },
): SaveDecision {
  if (!options.mayEdit || state.item === null || state.busy) return { kind: 'ignored' };
  if (!options.valid) return { kind: 'invalid' };
  const answer = options.canSave?.(state.item);
  if (typeof answer === 'string' && answer !== '') return { kind: 'refused', message: answer };
  if (answer === false) return { kind: 'ignored' };
  return { kind: 'send', method: state.isNew ? 'post' : 'patch', item: state.item };
}

/** Where a form goes after an action. */
export type DetailExit =
  | { readonly kind: 'stay' }
  | { readonly kind: 'back' }
  | { readonly kind: 'close-blade' }
  | { readonly kind: 'open-item'; readonly id: string };

/**
 * After a save: save and close goes back (or closes the blade); a new item saved in a blade
 * closes it, on a page it opens its own page; an existing item stays and shows Saved.
 * @example exitAfterSave({ wasNew: true, inBlade: false, andClose: false, id: 'p9' }) // { kind: 'open-item', id: 'p9' }
 */
export function exitAfterSave(options: {
  wasNew: boolean;
  inBlade: boolean;
  andClose: boolean;
  id: string | null;
}): DetailExit {
  if (options.andClose) return options.inBlade ? { kind: 'close-blade' } : { kind: 'back' };
  if (!options.wasNew) return { kind: 'stay' };
  if (options.inBlade) return { kind: 'close-blade' };
  return options.id === null ? { kind: 'back' } : { kind: 'open-item', id: options.id };
}

/**
 * After a delete or a restore the form closes (in a blade) or goes back.
 * @example exitAfterRemoval(true) // { kind: 'close-blade' }
 */
export function exitAfterRemoval(inBlade: boolean): DetailExit {
  return inBlade ? { kind: 'close-blade' } : { kind: 'back' };
}

export type ToolbarRules = {
  readonly mayEdit: boolean;
  /** Whether this item may be deleted or restored at all (another company's record: never, the services refuse it); every item by default. */
  readonly mayRemove?: (item: DetailItem) => boolean;
  /** Whether this item may be edited at all (a record another company owns and lets it change nothing); every item by default. */
  readonly canEdit?: (item: DetailItem) => boolean;
};

/** Which of the permission-bound buttons show; without edit rights none of them does. */
export type DetailToolbar = { add: boolean; edit: boolean; delete: boolean; restore: boolean };

/**
 * Add, edit, delete and restore by edit permission and item state: delete shows only for an
 * existing active item and restore only for an inactive one, each only where the item may be
 * removed at all (`mayRemove`); edit toggles only existing items.
 * @example detailToolbar(state, { mayEdit: false }) // every button hidden
 */
export function detailToolbar(state: DetailState, rules: ToolbarRules): DetailToolbar {
  if (!rules.mayEdit || state.status !== 'loaded' || state.item === null) {
    return { add: rules.mayEdit, edit: false, delete: false, restore: false };
  }
  const inactive = state.item.isInactive === true;
  const removable = !state.isNew && (rules.mayRemove === undefined || rules.mayRemove(state.item));
  return {
    add: true,
    edit: !state.isNew && (rules.canEdit === undefined || rules.canEdit(state.item)),
    delete: removable && !inactive,
    restore: removable && inactive,
  };
}

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { EntityField } from '../entities/entity-definition';
import {
  decideSave,
  detailReducer,
  exitAfterRemoval,
  exitAfterSave,
  initialDetailState,
  isNewId,
  type DetailAction,
  type DetailExit,
  type DetailItem,
  type DetailState,
} from './detail-state';
import { formIssues, isFormValid, type FieldErrors } from '../entities/derive/form-issues';

/** How the form reaches its data; the data layer implements these (mirror + outbox). */
export type DetailPorts = {
  /** The stored item, or null when there is none. */
  load: (id: string) => Promise<DetailItem | null>;
  /** The blank item a new one starts from. */
  blank: () => DetailItem;
  save: (method: 'post' | 'patch', item: DetailItem) => Promise<{ id?: string | null; rowVersion?: unknown }>;
  remove?: (item: DetailItem) => Promise<void>;
  restore?: (item: DetailItem) => Promise<void>;
  /**
   * Calls back with every newer copy of the stored item (a pull, another tab) until the
   * returned stop is called; the form then live-refreshes (see the reducer's remoteChanged).
   */
  watch?: (id: string, onChange: (item: DetailItem | null) => void) => () => void;
};

export type DetailControllerOptions = {
  id: string;
  fields: readonly EntityField[];
  /**
   * The entity's schema, the one the services parse a write with: the form shows its issues
   * field by field (formIssues); null checks only the fields' required rule.
   */
  schema: v.GenericSchema | null;
  ports: DetailPorts;
  mayEdit: boolean;
  /** Shown inside a blade (closes it) or as a page (navigates). */
  inBlade: boolean;
  /** Where to go after a save, delete or restore. */
  onExit: (exit: DetailExit) => void;
  canSave?: (item: DetailItem) => string | boolean | null | undefined;
};

export type DetailController = {
  state: DetailState;
  dispatch: (action: DetailAction) => void;
  /** Messages by field: none until a save attempt fails validation, then re-checked on every change. */
  fieldErrors: FieldErrors;
  save: (andClose: boolean) => Promise<void>;
  remove: () => Promise<void>;
  restore: () => Promise<void>;
  refresh: () => void;
};

/**
 * The detail page's controller (react-admin's useEditController is the model): loads the
 * item, validates and saves it, deletes and restores it, and says where to go afterwards.
 * DetailPageView renders what it returns.
 * @example const detail = useDetailController({ id, fields: products.fields, schema: products.schema, ports, mayEdit, inBlade: false, onExit: go });
 * <DetailPageView {...detail} onSave={detail.save} onDelete={detail.remove} ... />
 */
export function useDetailController(options: DetailControllerOptions): DetailController {
  const [state, dispatch] = useReducer(detailReducer, options.id, initialDetailState);
  // After a save attempt failed validation, every change re-checks the form, so a fixed
  // field loses its message at once instead of at the next Create/Save.
  // Keyed by the id the attempt was for: another record starts without messages.
  const [errorsFor, setErrorsFor] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const { id } = options;
  useEffect(() => {
    let live = true;
    const { ports } = latest.current;
    dispatch({ type: 'reset', id });
    dispatch({ type: 'loadStarted' });
    const loading = isNewId(id) ? Promise.resolve(ports.blank()) : ports.load(id);
    loading.then(
      (item) => live && dispatch({ type: 'loaded', item }),
      (error: unknown) => live && dispatch({ type: 'loadFailed', error }),
    );
    // A record gone from the store (null) leaves the form as it is: saving or refreshing says so.
    const stop = isNewId(id)
      ? undefined
      : ports.watch?.(id, (item) => live && item !== null && dispatch({ type: 'remoteChanged', item }));
    return () => {
      live = false;
      stop?.();
    };
    // Reloads when the id changes or on refresh; the ports are read from the latest options.
  }, [id, loads]);

  const save = useCallback(async (andClose: boolean) => {
    const { fields, schema, ports, mayEdit, canSave, inBlade, onExit } = latest.current;
    const current = stateRef.current;
    const errors = current.item === null ? {} : formIssues(schema, current.item, fields);
    setErrorsFor(isFormValid(errors) ? null : latest.current.id);
    const decision = decideSave(current, {
      mayEdit,
      valid: isFormValid(errors),
      ...(canSave === undefined ? {} : { canSave }),
    });
    if (decision.kind === 'refused') dispatch({ type: 'saveRefused', message: decision.message });
    if (decision.kind !== 'send') return;
    dispatch({ type: 'busyStarted' });
    try {
      const answer = await ports.save(decision.method, decision.item);
      dispatch({ type: 'saveSucceeded', id: answer.id ?? null, rowVersion: answer.rowVersion });
      const id = answer.id ?? (typeof decision.item.id === 'string' ? decision.item.id : null);
      const exit = exitAfterSave({ wasNew: current.isNew, inBlade, andClose, id });
      if (exit.kind !== 'stay') onExit(exit);
    } catch (error) {
      dispatch({ type: 'actionFailed', error });
    }
  }, []);

  const removal = useCallback(async (kind: 'remove' | 'restore') => {
    const { ports, mayEdit, inBlade, onExit } = latest.current;
    const item = stateRef.current.item;
    const port = kind === 'remove' ? ports.remove : ports.restore;
    if (!mayEdit || item === null || port === undefined) return;
    dispatch({ type: 'busyStarted' });
    try {
      await port(item);
      dispatch({ type: kind === 'restore' ? 'restored' : 'removed' });
      onExit(exitAfterRemoval(inBlade));
    } catch (error) {
      dispatch({ type: 'actionFailed', error });
    }
  }, []);

  const { item } = state;
  const { fields, schema } = options;
  const showErrors = errorsFor !== null && errorsFor === id;
  const fieldErrors = useMemo<FieldErrors>(
    () => (showErrors && item !== null ? formIssues(schema, item, fields) : {}),
    [showErrors, item, fields, schema],
  );

  return {
    state,
    dispatch,
    fieldErrors,
    save,
    remove: () => removal('remove'),
    restore: () => removal('restore'),
    refresh: () => setLoads((count) => count + 1),
  };
}

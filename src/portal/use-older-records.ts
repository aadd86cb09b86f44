import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListRow } from '../blocks/list-columns';
import {
  fetchOlderPage,
  fetchOnlineRecord,
  OfflineReadError,
  type OnlineReadDeps,
} from '../data/online-list';
import type { AnyRecord } from '../domain/unknown-values';
import { useIsOnline } from '../data/use-sync-status';
import { deviceRoleOf } from '../domain/device-role';
import { resolveTimeZone } from '../domain/time-zone';
import type { EntityDefinition } from '../entities/entity-definition';
import { heldHistoryOf, scopeDay, type HeldHistory } from '../entities/sync-scope';
import { useSession } from '../session/session-context';

/** Older records asked of the services at a time. */
export const OLDER_PAGE_SIZE = 50;

/**
 * Where a list's older records stand: `idle` (not asked yet), `loading`, `more` (a page came and
 * another follows), `done` (all read), `offline` (they need a connection), `failed` (the
 * services refused, with their message).
 */
export type OlderStatus = 'idle' | 'loading' | 'more' | 'done' | 'offline' | 'failed';

export type OlderRecords = {
  /** Where the device's copy begins; null when it holds the section's whole past (nothing older to read). */
  held: HeldHistory | null;
  status: OlderStatus;
  rows: readonly ListRow[];
  message: string | null;
  /** Reads the next page of older records (the first on the first call). */
  loadMore: () => void;
};

/** The list conditions older pages follow, so a new search starts the older pages over. */
export type OlderConditions = { searchString: string; filterBy: readonly string[]; includeInactive: boolean };

/** Where this device's copy of the entity's history begins (today's window), or null when it holds it whole. */
function useHeldHistory(entity: EntityDefinition): HeldHistory | null {
  const { session } = useSession();
  const timeZone = resolveTimeZone(session?.company?.defaultTimeZone);
  // The day the screen opened on: a window moving at midnight under an open list changes nothing it shows.
  const [day] = useState(() => scopeDay(new Date(), timeZone));
  const role = deviceRoleOf(session);
  return useMemo(
    () => heldHistoryOf(entity.syncScope, role, day, timeZone),
    [entity.syncScope, role, day, timeZone],
  );
}

function isListRow(row: Readonly<Record<string, unknown>>): row is ListRow {
  // A row of the services' page (JSON).
  return typeof row.id === 'string';
}

/**
 * The records of a list older than the device holds (its sync scope's window on history, e.g.
 * an archive's last 90 days): read page by page from the services when the person asks and the
 * device is online; offline their status says they need a connection, so the list never claims
 * there are none.
 * @example const older = useOlderRecords(deliveryArchives, { searchString: '', filterBy: [], includeInactive: false });
 */
export function useOlderRecords(entity: EntityDefinition, conditions: OlderConditions): OlderRecords {
  const { session } = useSession();
  const online = useIsOnline();
  const held = useHeldHistory(entity);
  const token = session?.token ?? null;
  const key = JSON.stringify([entity.name, held?.from, conditions]);
  const [state, setState] = useState<{
    key: string;
    rows: ListRow[];
    next: string | null;
    status: OlderStatus;
    message: string | null;
  }>({
    key,
    rows: [],
    next: null,
    status: 'idle',
    message: null,
  });
  const current =
    state.key === key ? state : { key, rows: [], next: null, status: 'idle' as const, message: null };
  const asking = useRef<string | null>(null);
  // The state the next page continues from, read when the person asks (not a render's copy).
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    asking.current = null;
  }, [key]);

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (held === null || token === null || asking.current === key) return;
    if (current.status === 'done' || current.status === 'loading') return;
    asking.current = key;
    const deps: OnlineReadDeps = {
      token,
      fetch: (request) => fetch(request),
      origin: window.location.origin,
    };
    setState({ ...current, status: 'loading', message: null });
    fetchOlderPage(entity, held, deps, { ...conditions, after: current.next, take: OLDER_PAGE_SIZE }).then(
      (page) => {
        asking.current = null;
        setState((before) =>
          before.key !== key
            ? before
            : {
                key,
                rows: [...current.rows, ...page.rows.filter(isListRow)],
                next: page.next,
                status: page.next === null ? 'done' : 'more',
                message: null,
              },
        );
      },
      (error: unknown) => {
        asking.current = null;
        const offline = error instanceof OfflineReadError;
        setState((before) =>
          before.key !== key
            ? before
            : {
                ...current,
                status: offline ? 'offline' : 'failed',
                message: error instanceof Error ? error.message : String(error),
              },
        );
      },
    );
  }, [held, token, key, entity, conditions]);

  // Offline, nothing older can be read: say so instead of offering to; back online, offer again.
  const waiting = current.status === 'idle' || current.status === 'more' || current.status === 'failed';
  const status: OlderStatus = !online
    ? waiting
      ? 'offline'
      : current.status
    : current.status === 'offline'
      ? current.rows.length > 0
        ? 'more'
        : 'idle'
      : current.status;
  return { held, status, rows: current.rows, message: current.message, loadMore };
}

/**
 * How a detail screen reads a record the device does not hold because it is older than the
 * device keeps (an archived delivery of last year): from the services when online; offline it
 * fails with "Older records need a connection." instead of calling the record Not Found. Null
 * when the device holds the section's whole past.
 * @example const online = useOlderRecord(deliveryArchives); // (id) => Promise<record | null>
 */
export function useOlderRecord(entity: EntityDefinition): ((id: string) => Promise<AnyRecord | null>) | null {
  const { session } = useSession();
  const windowed = useHeldHistory(entity) !== null;
  const token = session?.token ?? null;
  return useMemo(
    () =>
      !windowed || token === null
        ? null
        : (id: string) =>
            fetchOnlineRecord(
              entity,
              { token, fetch: (request) => fetch(request), origin: window.location.origin },
              id,
            ),
    [windowed, token, entity],
  );
}

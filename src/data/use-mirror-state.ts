import { useLiveQuery } from 'dexie-react-hooks';
import { useContext, useEffect, useMemo, useState } from 'react';
import { mirrorEntityOf } from '../../sync/synced-entities';
import { mirrorEntry } from '../entities/mirror-entries';
import { STATUS_ROW } from './bulktrade-db';
import { useData } from './data-context';
import { mirrorState, type MirrorState } from './mirror-state';
import { SyncedSectionsContext } from './synced-sections-context';
import { useIsOnline } from './use-sync-status';

/**
 * How long a screen keeps saying Loading after its last section's first pull is done. The pull
 * writes the flag and the records in one transaction, but each live query (this one, the
 * screen's records) re-reads on its own: without the wait, the small sync-state read can land
 * first and the screen flash "none" for a frame before its records arrive.
 */
export const SETTLE_MS = 600;

/**
 * Whether the screen's records are all in the mirror ('ready') or still arriving ('loading'),
 * with what is loading and how far the first pull got: the one way a screen tells "not here
 * yet" from "there is none". Names are navigation names; screens sharing a section share its
 * first pull.
 * @example const mirror = useMirrorState(['stock-items', 'batches']); mirror.state === 'ready'
 */
export function useMirrorState(names: readonly string[]): MirrorState {
  const { db } = useData();
  const synced = useContext(SyncedSectionsContext);
  const online = useIsOnline();
  const key = names.join(',');
  const sections = useMemo(() => {
    const visible = synced === null ? null : new Set(synced);
    const owners = [...new Set((key === '' ? [] : key.split(',')).map(mirrorEntityOf))];
    return owners.filter((name) => visible === null || visible.has(name));
  }, [key, synced]);
  const sectionKey = sections.join(',');
  const read = useLiveQuery(async () => {
    const wanted = sectionKey === '' ? [] : sectionKey.split(',');
    const [status, ...states] = await db.syncState.bulkGet([STATUS_ROW, ...wanted]);
    return {
      pulled: wanted.map((_, index) => states[index]?.firstPullDone === true),
      firstPull: status?.status?.firstPull,
    };
  }, [db, sectionKey]);
  const computed = useMemo(
    () =>
      mirrorState({
        sections:
          read === undefined
            ? undefined
            : sections.map((name, index) => ({
                name,
                label: mirrorEntry(name).label.toLowerCase(),
                pulled: read.pulled[index] === true,
              })),
        online,
        firstPull: read?.firstPull,
      }),
    [read, sections, online],
  );
  // Loading seen from the mirror (not only before the first read), then ready: settle first.
  const [sawLoading, setSawLoading] = useState(false);
  const [settled, setSettled] = useState(false);
  if (read !== undefined && computed.state === 'loading' && !sawLoading) setSawLoading(true);
  if (computed.state === 'loading' && settled) setSettled(false);
  const settling = sawLoading && computed.state === 'ready' && !settled;
  useEffect(() => {
    if (!settling) return undefined;
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling]);
  return settling ? { ...computed, state: 'loading', progress: null } : computed;
}

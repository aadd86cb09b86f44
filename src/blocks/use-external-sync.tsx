import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { errorDescription } from './error-description';
import type { ListRow } from './list-columns';
import { externalReferenceOf, uploadFailureOf } from './sync-parties';

// Shown only on a list that syncs with a party (Mantine's Tooltip and a confirm dialog): loaded then.
const ExternalSyncCell = lazy(() =>
  import('./ExternalSyncCell').then((module) => ({ default: module.ExternalSyncCell })),
);

/** The services' sync calls for one list; each rejects with the server's message. */
export type ExternalSyncPort = {
  /** Uploads the record to the party (the reference comes back with it). */
  upload: (id: string, partyID: string) => Promise<void>;
  /** Removes the record's reference to the party. */
  detach: (id: string, externalItemID: string, partyID: string) => Promise<void>;
};

/** Where an Upload All stands: how many rows it sends, how many are done and how many failed. */
export type UploadProgress = { total: number; done: number; failed: number; running: boolean };

export type ExternalSync = {
  /** The row's sync cell for the chosen party; null when no party is chosen. */
  cell: ((row: ListRow) => ReactNode) | null;
  /** Uploads the rows one after another to the chosen party (a no-op without one). */
  uploadAll: (ids: readonly string[]) => void;
  /** Stops an Upload All after the row under way. */
  stop: () => void;
  /** The last Upload All's progress, or null before any. */
  progress: UploadProgress | null;
};

/**
 * Per-row sync with the chosen external party: Uploaded with a check and Detach, or Upload;
 * while a call runs the row is busy, and a failed call leaves an alert icon carrying the
 * server's message (the one the services kept on the record, after a reload) until the next
 * try. Upload All sends many rows one after another, with its progress.
 * @example const sync = useExternalSync(port, partyID, mayEdit); rowExtras={(row) => sync.cell?.(row)}
 */
export function useExternalSync(
  port: ExternalSyncPort | null,
  partyID: string | null,
  mayEdit: boolean,
): ExternalSync {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(new Map());

  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const stopping = useRef(false);

  const run = useCallback(async (id: string, call: () => Promise<void>): Promise<boolean> => {
    setBusy((current) => new Set(current).add(id));
    setFailures((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
    try {
      await call();
      return true;
    } catch (error) {
      setFailures((current) => new Map(current).set(id, errorDescription(error)));
      return false;
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const uploadAll = useCallback(
    (ids: readonly string[]) => {
      if (port === null || partyID === null || ids.length === 0) return;
      stopping.current = false;
      setProgress({ total: ids.length, done: 0, failed: 0, running: true });
      void (async () => {
        let done = 0;
        let failed = 0;
        // One at a time: the service sees the rows in list order, and a stop takes effect at once.
        for (const id of ids) {
          if (stopping.current) break;
          const ok = await run(id, () => port.upload(id, partyID));
          done += 1;
          if (!ok) failed += 1;
          setProgress({ total: ids.length, done, failed, running: true });
        }
        setProgress({ total: ids.length, done, failed, running: false });
      })();
    },
    [port, partyID, run],
  );
  const stop = useCallback(() => {
    stopping.current = true;
  }, []);

  if (port === null || partyID === null) return { cell: null, uploadAll, stop, progress };
  return {
    uploadAll,
    stop,
    progress,
    cell: (row) => {
      const reference = externalReferenceOf(row, partyID);
      const externalItemID = reference?.externalItemID ?? null;
      return (
        <Suspense>
          <ExternalSyncCell
            externalItemID={externalItemID}
            failure={failures.get(row.id) ?? uploadFailureOf(row, partyID)}
            mayEdit={mayEdit}
            busy={busy.has(row.id)}
            onUpload={() => void run(row.id, () => port.upload(row.id, partyID))}
            onDetach={() => {
              if (externalItemID !== null)
                void run(row.id, () => port.detach(row.id, externalItemID, partyID));
            }}
          />
        </Suspense>
      );
    },
  };
}

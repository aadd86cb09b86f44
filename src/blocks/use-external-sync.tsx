import { useCallback, useState, type ReactNode } from 'react';
import { errorDescription } from './error-description';
import { ExternalSyncCell } from './ExternalSyncCell';
import type { ListRow } from './list-columns';
import { externalReferenceOf } from './sync-parties';

/** The services' sync calls for one list; each rejects with the server's message. */
export type ExternalSyncPort = {
  /** Uploads the record to the party (the reference comes back with it). */
  upload: (id: string, partyID: string) => Promise<void>;
  /** Removes the record's reference to the party. */
  detach: (id: string, externalItemID: string, partyID: string) => Promise<void>;
};

export type ExternalSync = {
  /** The row's sync cell for the chosen party; null when no party is chosen. */
  cell: ((row: ListRow) => ReactNode) | null;
};

/**
 * Per-row sync with the chosen external party: Uploaded with a check and Detach, or Upload;
 * while a call runs the row is busy, and a failed call leaves an alert icon carrying the
 * server's message until the next try.
 * @example const sync = useExternalSync(port, partyID, mayEdit); rowExtras={(row) => sync.cell?.(row)}
 */
export function useExternalSync(port: ExternalSyncPort | null, partyID: string | null, mayEdit: boolean): ExternalSync {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(new Map());

  const run = useCallback(async (id: string, call: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    setFailures((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
    try {
      await call();
    } catch (error) {
      setFailures((current) => new Map(current).set(id, errorDescription(error)));
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  if (port === null || partyID === null) return { cell: null };
  return {
    cell: (row) => {
      const reference = externalReferenceOf(row, partyID);
      const externalItemID = reference?.externalItemID ?? null;
      return (
        <ExternalSyncCell
          externalItemID={externalItemID}
          failure={failures.get(row.id) ?? null}
          mayEdit={mayEdit}
          busy={busy.has(row.id)}
          onUpload={() => void run(row.id, () => port.upload(row.id, partyID))}
          onDetach={() => {
            if (externalItemID !== null) void run(row.id, () => port.detach(row.id, externalItemID, partyID));
          }}
        />
      );
    },
  };
}

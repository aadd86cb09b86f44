import type { ObservabilitySet } from 'dexie';

/**
 * Counts changes per mirror table from Dexie's storage-mutated parts (keys such as
 * 'idb://bulktrade/customer-orders/' or '…/customer-orders/isPaid'; 'all' means everything).
 * The page counts every change it sees (its own writes and, through Dexie's broadcast, the
 * sync worker's), so the insights worker can tell from a request whether its cached copy of a
 * table is still current.
 * @example const generations = createTableGenerations(); generations.note({ 'idb://bulktrade/journeys/': {} }); generations.of('bulktrade', 'journeys') // 1
 */
export type TableGenerations = {
  note(parts: ObservabilitySet): void;
  of(databaseName: string, table: string): number;
  /** Calls back after every change; answers an unsubscribe. */
  subscribe(listener: () => void): () => void;
};

export function createTableGenerations(): TableGenerations {
  const counts = new Map<string, number>();
  let everything = 0;
  const listeners = new Set<() => void>();
  return {
    note(parts) {
      const touched = new Set<string>();
      for (const key of Object.keys(parts)) {
        if (key === 'all') everything += 1;
        const match = /^idb:\/\/([^/]+)\/([^/]+)\//.exec(key);
        if (match !== null) touched.add(`${match[1]}/${match[2]}`);
      }
      for (const table of touched) counts.set(table, (counts.get(table) ?? 0) + 1);
      if (touched.size > 0 || 'all' in parts) for (const listener of listeners) listener();
    },
    of: (databaseName, table) => everything + (counts.get(`${databaseName}/${table}`) ?? 0),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MirrorRecord } from '../../sync/mirror-types';
import type { BulktradeDB } from './bulktrade-db';
import type { EntityName, MirrorRow } from './mirror-row';
import { useData } from './data-context';

/**
 * One live mirror record: undefined while reading, null when the mirror has none.
 * @example const product = useRecord('products', id);
 */
export function useRecord<N extends EntityName>(
  entityName: N,
  id: string | null | undefined,
): MirrorRow<N> | null | undefined {
  const { db } = useData();
  return useLiveQuery(
    async () => (id ? (((await db.mirror(entityName).get(id)) as MirrorRow<N> | undefined) ?? null) : null),
    [db, entityName, id],
  );
}

/**
 * Calls back with the mirror record now and after every change to it (the user's writes,
 * the engine's pulls, another tab) until the returned stop is called; null when it is gone.
 * Failed reads are left to the next change: the form keeps what it shows.
 * @example const stop = watchRecord(db, 'products', 'p1', (record) => console.log(record?.productName));
 */
export function watchRecord(
  db: BulktradeDB,
  entityName: string,
  id: string,
  onChange: (record: MirrorRecord | null) => void,
): () => void {
  const subscription = liveQuery(async () => (await db.mirror(entityName).get(id)) ?? null).subscribe({
    next: onChange,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

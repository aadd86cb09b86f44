import { useLiveQuery } from 'dexie-react-hooks';
import type { MirrorRecord } from '../../sync/mirror-types';
import { useData } from './data-context';

/**
 * One live mirror record: undefined while reading, null when the mirror has none.
 * @example const product = useRecord('products', id);
 */
export function useRecord(entityName: string, id: string | null | undefined): MirrorRecord | null | undefined {
  const { db } = useData();
  return useLiveQuery(
    async () => (id ? ((await db.mirror(entityName).get(id)) ?? null) : null),
    [db, entityName, id],
  );
}

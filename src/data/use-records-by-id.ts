import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityName, MirrorRow } from './mirror-row';
import { useData } from './data-context';

/**
 * A few live mirror records by id, in the order asked (undefined where the mirror has none;
 * the whole answer undefined while reading). The live query reads and watches those keys only,
 * so a change to any other record of the table (a pulled page, someone's write) reads nothing.
 * @example const names = useRecordsByID('products', ['p1', 'p2'])?.map((row) => row?.productName);
 */
export function useRecordsByID<N extends EntityName>(
  entityName: N,
  ids: readonly string[],
): (MirrorRow<N> | undefined)[] | undefined {
  const { db } = useData();
  const key = ids.join('\u0000');
  return useLiveQuery(
    async () =>
      ids.length === 0
        ? []
        : ((await db.mirror(entityName).bulkGet([...ids])) as (MirrorRow<N> | undefined)[]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids decide, not the array's identity.
    [db, entityName, key],
  );
}

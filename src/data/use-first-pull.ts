import { useLiveQuery } from 'dexie-react-hooks';
import { useData } from './data-context';

/**
 * Whether the sync engine has finished its first pull of every one of the sections (their
 * navigation names): until then the mirror may hold only part of what the company has.
 * Undefined while the mirror is being read.
 * @example const productsPulled = useFirstPullDone(['products']);
 */
export function useFirstPullDone(sections: readonly string[]): boolean | undefined {
  const { db } = useData();
  const key = sections.join(',');
  return useLiveQuery(
    async () =>
      (await db.syncState.bulkGet(key === '' ? [] : key.split(','))).every(
        (state) => state?.firstPullDone === true,
      ),
    [db, key],
  );
}

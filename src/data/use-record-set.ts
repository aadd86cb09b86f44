import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { EntityName, MirrorRow } from './mirror-row';
import { useData } from './data-context';
import { readRecords } from './use-records';

/** The lists a screen reads, by the name its flow gives each: `{ stock: 'stock-items' }`. */
export type RecordNames = Readonly<Record<string, EntityName>>;

/** The records of each list of `M`, under the same names. */
export type RecordSet<M extends RecordNames> = { readonly [K in keyof M]: readonly MirrorRow<M[K]>[] };

/**
 * Several live lists at once, named as the screen's flow takes them: one list of names says
 * what a screen reads (and so what it needs offline); undefined until every list has been read.
 * A change to any of the tables reads them again, as one consistent set.
 * @example const input = useRecordSet({ stock: 'stock-items', products: 'products' }); // input?.stock[0].available
 */
export function useRecordSet<const M extends RecordNames>(names: M): RecordSet<M> | undefined {
  const { db } = useData();
  const entries = Object.entries(names);
  const namesKey = JSON.stringify(entries);
  const lists = useLiveQuery(
    () => Promise.all(entries.map(([, name]) => readRecords(db, name))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names decide, not the object's identity.
    [db, namesKey],
  );
  return useMemo(
    () =>
      lists === undefined
        ? undefined
        : // Each list was read by its name, so it holds that name's rows (as useRecords says of one list).
          (Object.fromEntries(
            entries.map(([key], index) => [key, lists[index] ?? []]),
          ) as unknown as RecordSet<M>),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lists decide; the names are in their read.
    [lists],
  );
}

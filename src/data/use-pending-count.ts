import { useLiveQuery } from 'dexie-react-hooks';
import { useData } from './data-context';

/**
 * How many writes wait in the outbox (live, in every tab).
 * @example const pending = usePendingCount(); // 3
 */
export function usePendingCount(): number {
  const { db } = useData();
  return useLiveQuery(() => db.outbox.count(), [db]) ?? 0;
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useContext } from 'react';
import { SessionContext } from '../session/session-context';
import { useData } from './data-context';
import { unsentWorkOf, type UnsentWork } from './unsent-work';

/**
 * The unsent work on this device as the signed-in person may see it (live): their own count,
 * and, for an administrator, other people's of the same company set aside for them.
 * @example const { own, others } = useUnsentWork();
 */
export function useUnsentWork(): UnsentWork {
  const { db } = useData();
  const session = useContext(SessionContext)?.session ?? null;
  const entries = useLiveQuery(() => db.outbox.toArray(), [db]) ?? [];
  return unsentWorkOf(entries, session);
}

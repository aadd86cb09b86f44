import { useLiveQuery } from 'dexie-react-hooks';
import { useContext } from 'react';
import { SessionContext } from '../session/session-context';
import { useData } from './data-context';
import { unsentWorkIn } from './outbox-counts';
import type { UnsentWork } from './unsent-work';

const NOTHING_UNSENT: UnsentWork = { own: 0, others: [] };

/**
 * The unsent work on this device as the signed-in person may see it (live): their own count,
 * and, for an administrator, other people's of the same company set aside for them.
 * @example const { own, others } = useUnsentWork();
 */
export function useUnsentWork(): UnsentWork {
  const { db } = useData();
  const session = useContext(SessionContext)?.session ?? null;
  const userID = session?.userID;
  const companyAccountID = session?.companyAccountID ?? null;
  const permissions = session?.permissions;
  const isGlobalAdmin = session?.isGlobalAdmin;
  // Counted by the outbox's owner indexes: this runs again on every change of the outbox.
  return (
    useLiveQuery(
      () =>
        unsentWorkIn(
          db.outbox,
          userID === undefined ? null : { userID, companyAccountID, permissions, isGlobalAdmin },
        ),
      [db, userID, companyAccountID, permissions, isGlobalAdmin],
    ) ?? NOTHING_UNSENT
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useContext } from 'react';
import { SessionContext } from '../session/session-context';
import { useData } from './data-context';
import { sendableCount } from './outbox-counts';

/**
 * How many of the signed-in person's writes wait in the outbox (live, in every tab). Another
 * person's set-aside work is not theirs to send, so it is not counted (see useUnsentWork).
 * @example const pending = usePendingCount(); // 3
 */
export function usePendingCount(): number {
  const { db } = useData();
  const session = useContext(SessionContext)?.session ?? null;
  const userID = session?.userID;
  const companyAccountID = session?.companyAccountID ?? null;
  return (
    useLiveQuery(
      () =>
        userID === undefined ? db.outbox.count() : sendableCount(db.outbox, { userID, companyAccountID }),
      [db, userID, companyAccountID],
    ) ?? 0
  );
}

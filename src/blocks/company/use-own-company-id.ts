import { useSession } from '../../session/session-context';
import { useRecords } from '../../data/use-records';

/**
 * The signed-in user's company id, from the user's record in the mirror (the session does not
 * carry it); '' until the users have loaded.
 * @example const own = useOwnCompanyID(); // 'comp-metro-link-couriers'
 */
export function useOwnCompanyID(): string {
  const { session } = useSession();
  const users = useRecords('users');
  return String((users ?? []).find((user) => user.id === session?.userID)?.companyAccountID ?? '');
}

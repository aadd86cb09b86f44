import { useSession } from '../session/session-context';
import { useRecord } from './use-record';
import { useRecords } from './use-records';
import type { MirrorRow } from './mirror-row';

/**
 * The signed-in company's own record in the mirror (the companies list also holds the ones it
 * manages): found through the user's companyAccountID, else by the session's company name.
 * Undefined while reading, null when the mirror has none.
 * @example const company = useOwnCompany();
 */
export function useOwnCompany(): MirrorRow<'companies'> | null | undefined {
  const { session } = useSession();
  const user = useRecord('users', session?.userID ?? null);
  const companies = useRecords('companies');
  if (companies === undefined) return undefined;
  const byUser =
    typeof user?.companyAccountID === 'string'
      ? companies.find((company) => company.id === user.companyAccountID)
      : undefined;
  return (
    byUser ??
    companies.find((company) => company.companyName === session?.company?.companyName) ??
    (companies.length === 1 ? companies[0] : null) ??
    null
  );
}

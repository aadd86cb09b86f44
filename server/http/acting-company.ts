import { COMPANIES_SECTION } from '../auth/account-records';
import type { Store } from '../store/store';
import type { Caller } from './caller';
import { HttpProblem } from './problem';

export const MANAGED_COMPANY_HEADER = 'ManagedCompanyAccountID';

/**
 * The company a request acts for: the caller's own, or one it manages, named by the
 * ManagedCompanyAccountID header or a proxyID parameter. Any other company is a 403.
 */
export async function actingCompany(
  store: Store,
  caller: Caller,
  requested: string | null | undefined,
): Promise<string> {
  if (!requested || requested === caller.companyAccountID) return caller.companyAccountID;
  const company = await store.get(COMPANIES_SECTION, requested);
  const managedBy = company?.data.managedByAccountID;
  if (
    company === null ||
    managedBy !== caller.companyAccountID ||
    company.data.isManagedByAnotherAccount === false
  ) {
    throw new HttpProblem(403, 'Your company does not manage that company account');
  }
  return requested;
}

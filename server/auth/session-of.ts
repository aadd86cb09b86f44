import type { Caller, CallerCompany } from '../http/caller';
import type { RecordRow, Store } from '../store/store';
import { currentPermissions, roleIDOf } from '../../src/domain/role-permissions';
import { isSubscriptionCode } from '../../src/domain/subscriptions';
import { DEFAULT_TIME_ZONE, flagField, ROLES_SECTION, textField } from './account-records';

/**
 * The session's company facts, read from a company account record.
 * @example companyOf(row).isSuspended // false
 */
export function companyOf(company: RecordRow): CallerCompany {
  const code = company.data.subscriptionCode;
  return {
    id: company.id,
    companyName: textField(company, 'companyName') ?? '',
    accountName: textField(company, 'accountName'),
    primaryEmail: textField(company, 'primaryEmail'),
    subscriptionCode: isSubscriptionCode(code) ? code : null,
    defaultTimeZone: textField(company, 'defaultTimeZone') ?? DEFAULT_TIME_ZONE,
    isSuspended: flagField(company, 'isSuspended'),
    reasonForSuspension: textField(company, 'reasonForSuspension'),
  };
}

// The spec leaves subscriptionsInUse undescribed; a company may carry its own list, else its one code.
function subscriptionsInUseOf(company: RecordRow, code: string | null): string {
  const own = company.data.subscriptionsInUse;
  if (typeof own === 'string') return own;
  if (Array.isArray(own)) return own.filter((item): item is string => typeof item === 'string').join(',');
  return code ?? '';
}

/**
 * The role a user's record names, read from the store now (null for a user without one, or
 * when it is gone): a caller's permissions come from it on every request, in every process.
 * @example await currentRoleOf(store, userRow) // the row of role-picker
 */
export async function currentRoleOf(store: Pick<Store, 'get'>, user: RecordRow): Promise<RecordRow | null> {
  const roleID = roleIDOf({ companyAccountID: user.companyAccountID, ...user.data });
  return roleID === null ? null : store.get(ROLES_SECTION, roleID);
}

/**
 * Builds a signed-in caller from the user's, their current role's and the company's records.
 * @example sessionOf(userRow, companyRow, '2030-01-01T00:00:00.000Z', roleRow).permissions // 'picker,stock-items'
 */
export function sessionOf(
  user: RecordRow,
  company: RecordRow,
  expiresOn: string,
  role: RecordRow | null = null,
): Caller {
  const companyFacts = companyOf(company);
  return {
    userID: user.id,
    userName: textField(user, 'userName') ?? '',
    companyAccountID: company.id,
    permissions: currentPermissions(
      {
        companyAccountID: user.companyAccountID,
        roleID: user.data.roleID,
        permissions: user.data.permissions,
      },
      role === null
        ? null
        : {
            id: role.id,
            companyAccountID: role.companyAccountID,
            isInactive: role.isInactive,
            permissions: role.data.permissions,
          },
    ),
    isGlobalAdmin: flagField(user, 'isGlobalAdmin'),
    subscriptionCode: companyFacts.subscriptionCode,
    subscriptionsInUse: subscriptionsInUseOf(company, companyFacts.subscriptionCode),
    expiresOn,
    company: companyFacts,
  };
}

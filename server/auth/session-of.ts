import type { Caller, CallerCompany } from '../http/caller';
import type { RecordRow } from '../store/store';
import { isSubscriptionCode } from '../../src/domain/subscriptions';
import { DEFAULT_TIME_ZONE, flagField, textField } from './account-records';

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
 * Builds a signed-in caller from the user's and the company's records.
 * @example sessionOf(userRow, companyRow, '2030-01-01T00:00:00.000Z').permissions // 'everything.edit'
 */
export function sessionOf(user: RecordRow, company: RecordRow, expiresOn: string): Caller {
  const companyFacts = companyOf(company);
  return {
    userID: user.id,
    userName: textField(user, 'userName') ?? '',
    companyAccountID: company.id,
    permissions: textField(user, 'permissions') ?? '',
    isGlobalAdmin: flagField(user, 'isGlobalAdmin'),
    subscriptionCode: companyFacts.subscriptionCode,
    subscriptionsInUse: subscriptionsInUseOf(company, companyFacts.subscriptionCode),
    expiresOn,
    company: companyFacts,
  };
}

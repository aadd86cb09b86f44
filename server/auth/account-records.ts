import type { RecordRow, RecordWrite } from '../store/store';
import type { SubscriptionCode } from '../../src/domain/subscriptions';
import { DEFAULT_TIME_ZONE } from '../../src/domain/time-zone';

/** Section of company account records (record id = company id, owned by itself). */
export const COMPANIES_SECTION = 'Account/Companies';
/** Section of user records, owned by their company. */
export const USERS_SECTION = 'Account/Users';
/** Section of public link records served by GET /Links/get/{id}. */
export const LINKS_SECTION = 'Account/Links';
/** Where roles are kept (the registry's 'roles' entity). */
export const ROLES_SECTION = 'Account/Roles';

/** The spec's default time zone, given to every new company. */
export { DEFAULT_TIME_ZONE };
/** The permission list of a company's first user. */
export const FIRST_USER_PERMISSIONS = 'everything.edit';

/** What it takes to write a company account record. */
export type CompanyInput = {
  id: string;
  companyName: string;
  subscriptionCode: SubscriptionCode | null;
  accountName?: string | null;
  primaryEmail?: string | null;
  defaultTimeZone?: string;
  themeColour?: string | null;
  isSuspended?: boolean;
  reasonForSuspension?: string | null;
  /** Set when another account manages this one (isManagedByAnotherAccount follows from it). */
  managedByAccountID?: string | null;
  /** Comma list; when absent the session uses the subscription code. */
  subscriptionsInUse?: string | null;
};

/** What it takes to write a user record. Never a password: those live only in credentials. */
export type UserInput = {
  id: string;
  userName: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** Comma-separated permission tokens. */
  permissions?: string;
  isGlobalAdmin?: boolean;
};

/**
 * The store write of a company account record.
 * @example companyRecord({ id: 'c1', companyName: 'Acme', subscriptionCode: 'SUPP' }).section // 'Account/Companies'
 */
export function companyRecord(company: CompanyInput): RecordWrite {
  const managedBy = company.managedByAccountID ?? null;
  return {
    section: COMPANIES_SECTION,
    id: company.id,
    companyAccountID: company.id,
    parties: managedBy === null ? [] : [managedBy],
    isInactive: false,
    data: {
      companyName: company.companyName,
      accountName: company.accountName ?? company.companyName,
      primaryEmail: company.primaryEmail ?? null,
      defaultTimeZone: company.defaultTimeZone ?? DEFAULT_TIME_ZONE,
      themeColour: company.themeColour ?? null,
      isManagedByAnotherAccount: managedBy !== null,
      managedByAccountID: managedBy,
      isSuspended: company.isSuspended ?? false,
      reasonForSuspension: company.reasonForSuspension ?? null,
      subscriptionCode: company.subscriptionCode,
      ...(company.subscriptionsInUse == null ? {} : { subscriptionsInUse: company.subscriptionsInUse }),
    },
  };
}

/**
 * The store write of a user record of a company.
 * @example userRecord({ id: 'u1', userName: 'sam@acme.com' }, 'c1').companyAccountID // 'c1'
 */
export function userRecord(user: UserInput, companyAccountID: string): RecordWrite {
  return {
    section: USERS_SECTION,
    id: user.id,
    companyAccountID,
    parties: [],
    isInactive: false,
    data: {
      userName: user.userName,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      email: user.email ?? null,
      companyAccountID,
      permissions: user.permissions ?? '',
      isGlobalAdmin: user.isGlobalAdmin ?? false,
    },
  };
}

/** A text field of a record, or null when absent or not text. */
export function textField(row: RecordRow, field: string): string | null {
  const value = row.data[field];
  return typeof value === 'string' ? value : null;
}

/** A flag field of a record; anything but true is false. */
export function flagField(row: RecordRow, field: string): boolean {
  return row.data[field] === true;
}

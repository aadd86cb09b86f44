import type { SubscriptionCode } from '../../src/domain/subscriptions';

/** The company facts a signed-in caller carries (the Session's company, plus its id). */
export type CallerCompany = {
  id: string;
  companyName: string;
  accountName?: string | null;
  primaryEmail?: string | null;
  subscriptionCode: SubscriptionCode | null;
  defaultTimeZone: string;
  isSuspended: boolean;
  reasonForSuspension?: string | null;
};

/** Who is calling, read from a verified bearer token (the spec's Session fields). */
export type Caller = {
  userID: string;
  userName: string;
  companyAccountID: string;
  /** Comma-separated permission tokens. */
  permissions: string;
  isGlobalAdmin: boolean;
  subscriptionCode: SubscriptionCode | null;
  subscriptionsInUse: string;
  /** ISO instant the token expires. */
  expiresOn: string;
  company: CallerCompany;
};

export type AuthenticationResult =
  { ok: true; caller: Caller } | { ok: false; status: 401 | 403; message: string; reason?: string | null };

/** Verifies an Authorization header value ('Bearer ...'): 401 missing, expired or tampered; 403 suspended. */
export type Authenticate = (authorization: string | undefined) => Promise<AuthenticationResult>;

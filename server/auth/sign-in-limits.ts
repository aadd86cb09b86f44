import { createAttemptThrottle, waitInWords, type AttemptThrottle, type ThrottleRule } from './attempt-throttle';
import { createHashingGate, type HashingGate } from './hashing-gate';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Per account: five wrong passwords are free, then 2 s, 4 s, 8 s ... up to 15 minutes. */
export const ACCOUNT_RULE: ThrottleRule = { freeFailures: 5, firstLockMs: 2000, maxLockMs: 15 * MINUTE, forgetAfterMs: DAY };
/** Per client address: more room (an office shares one address), then the same growth. */
export const ADDRESS_RULE: ThrottleRule = { freeFailures: 20, firstLockMs: 2000, maxLockMs: 15 * MINUTE, forgetAfterMs: DAY };
/** Sign-ups per client address (each counts as a failure): five, then a minute, two, four ... up to an hour. */
export const REGISTRATION_RULE: ThrottleRule = { freeFailures: 4, firstLockMs: MINUTE, maxLockMs: 60 * MINUTE, forgetAfterMs: DAY };
/** Password hashes at once, and queued: leaves cores for the rest of the API under a flood. */
export const DEFAULT_HASHING_LIMITS = { maxRunning: 2, maxWaiting: 32 };

/** Said on the sign-in page when an account or address must wait; the same for unknown user names. */
export function tooManySignInsMessage(waitMs: number): string {
  return `Too many sign-in attempts. Wait ${waitInWords(waitMs)} and try again.`;
}
/** Said when one address has made too many accounts lately. */
export function tooManyRegistrationsMessage(waitMs: number): string {
  return `Too many accounts were created from this network lately. Wait ${waitInWords(waitMs)} and try again.`;
}
/** Said when the password hashing queue is full. */
export const SIGN_IN_BUSY_MESSAGE = 'The sign-in service is busy. Please try again in a few seconds.';
/** Seconds a busy answer asks the client to wait (Retry-After). */
export const BUSY_RETRY_SECONDS = 5;

export type SignInLimits = {
  accounts: AttemptThrottle;
  addresses: AttemptThrottle;
  registrations: AttemptThrottle;
  hashing: HashingGate;
};

export type SignInLimitOptions = {
  account?: ThrottleRule;
  address?: ThrottleRule;
  registration?: ThrottleRule;
  hashing?: { maxRunning: number; maxWaiting: number };
};

/**
 * The throttles and the hashing gate of one sign-in service, on its clock.
 * @example const limits = createSignInLimits(() => new Date());
 */
export function createSignInLimits(clock: () => Date, options: SignInLimitOptions = {}): SignInLimits {
  const now = () => clock().getTime();
  return {
    accounts: createAttemptThrottle(options.account ?? ACCOUNT_RULE, now),
    addresses: createAttemptThrottle(options.address ?? ADDRESS_RULE, now),
    registrations: createAttemptThrottle(options.registration ?? REGISTRATION_RULE, now),
    hashing: createHashingGate(options.hashing ?? DEFAULT_HASHING_LIMITS),
  };
}

/**
 * The throttle key of a user name: the form the credential store matches (trimmed, case-folded),
 * so `SAM@acme.test ` and `sam@acme.test` share one count, whether or not the account exists.
 * @example accountKey(' Sam@Acme.test ') // 'account:sam@acme.test'
 */
export function accountKey(userName: string): string {
  return `account:${userName.normalize('NFKC').trim().toLowerCase()}`;
}

/** The throttle key of a client address; one shared key when the host cannot tell. */
export function addressKey(address: string | null): string {
  return `address:${address ?? 'unknown'}`;
}

/** Whole seconds for a Retry-After header. */
export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}

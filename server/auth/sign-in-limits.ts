import {
  createAttemptThrottle,
  waitInWords,
  type AttemptThrottle,
  type ThrottleRule,
} from './attempt-throttle';
import { memoryAttemptCounts, type AttemptCounts } from '../store/attempt-counts';
import { createHashingGate, HASHING_PRIORITY, type HashingGate, type HashingPriority } from './hashing-gate';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Per account and kind of address (smart lockout, as Microsoft Entra ID does it: familiar and
 * unfamiliar locations are counted apart): five wrong passwords are free, then 2 s, 4 s, 8 s ...
 * up to 15 minutes. Failures from addresses the account has not signed in from share one count;
 * each address it has signed in from (familiar) has its own, so others' failures never lock the
 * real user out of the places they sign in from.
 */
export const ACCOUNT_RULE: ThrottleRule = {
  freeFailures: 5,
  firstLockMs: 2000,
  maxLockMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};
/** Per client address: more room (an office shares one address), then the same growth. */
export const ADDRESS_RULE: ThrottleRule = {
  freeFailures: 20,
  firstLockMs: 2000,
  maxLockMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};
/** Sign-ups per client address (each counts as a failure): five, then a minute, two, four ... up to an hour. */
export const REGISTRATION_RULE: ThrottleRule = {
  freeFailures: 4,
  firstLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
  forgetAfterMs: DAY,
};
/** Password hashes at once, and queued: leaves cores for the rest of the API under a flood. */
export const DEFAULT_HASHING_LIMITS = { maxRunning: 2, maxWaiting: 32 };
/** How long an address stays familiar to an account after a sign-in from it. */
export const FAMILIAR_RULE = { rememberMs: 30 * DAY };

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

/** The addresses each account signed in from lately, kept in the store (every process knows them). */
export type FamiliarAddresses = {
  /** Whether the account signed in from the address within FAMILIAR_RULE.rememberMs; never for an unknown address. */
  has(userName: string, address: string | null): Promise<boolean>;
  /** Remembers a sign-in (or sign-up) of the account from the address. */
  remember(userName: string, address: string | null): Promise<void>;
};

/**
 * @example const familiar = createFamiliarAddresses(() => Date.now(), store); await familiar.remember('sam@acme.test', '10.0.0.1');
 */
export function createFamiliarAddresses(
  now: () => number,
  counts: AttemptCounts = memoryAttemptCounts(),
  rule: { rememberMs: number } = FAMILIAR_RULE,
): FamiliarAddresses {
  const keyOf = (userName: string, address: string) => `${accountKey(userName)}|${address}`;
  return {
    async has(userName, address) {
      if (address === null) return false;
      const at = await counts.familiarSince(keyOf(userName, address));
      return at !== null && now() - at < rule.rememberMs;
    },
    async remember(userName, address) {
      if (address === null) return;
      await counts.rememberFamiliar(keyOf(userName, address), now(), rule.rememberMs);
    },
  };
}

export type SignInLimits = {
  accounts: AttemptThrottle;
  familiar: FamiliarAddresses;
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
 * The throttles and the hashing gate of one sign-in service, on its clock; the counts and familiar
 * addresses in `counts` (the store: shared by every process), the hashing gate in this process.
 * @example const limits = createSignInLimits(() => new Date(), {}, store);
 */
export function createSignInLimits(
  clock: () => Date,
  options: SignInLimitOptions = {},
  counts: AttemptCounts = memoryAttemptCounts(),
): SignInLimits {
  const now = () => clock().getTime();
  return {
    accounts: createAttemptThrottle(options.account ?? ACCOUNT_RULE, now, counts, 'sign-in-account'),
    familiar: createFamiliarAddresses(now, counts),
    addresses: createAttemptThrottle(options.address ?? ADDRESS_RULE, now, counts, 'sign-in-address'),
    registrations: createAttemptThrottle(options.registration ?? REGISTRATION_RULE, now, counts, 'sign-up'),
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

/**
 * What one sign-in attempt is counted against and how its hash queues: the account's count for
 * this address when the account signed in from it before (familiar), else the account's one
 * count for unfamiliar addresses; and the address's own count. A familiar address hashes first,
 * then an address with no failures on record, then one that has failed.
 * @example await signInAttempt(limits, 'sam@acme.test', '10.0.0.1') // { accountKey: 'account:sam@acme.test', addressKey: 'address:10.0.0.1', priority: 1 }
 */
export async function signInAttempt(
  limits: SignInLimits,
  userName: string,
  address: string | null,
): Promise<SignInAttempt> {
  const familiar = await limits.familiar.has(userName, address);
  const byAddress = addressKey(address);
  const priority = familiar
    ? HASHING_PRIORITY.familiar
    : (await limits.addresses.failures(byAddress)) > 0
      ? HASHING_PRIORITY.failed
      : HASHING_PRIORITY.clean;
  return {
    accountKey: familiar ? `${accountKey(userName)}|from:${address ?? ''}` : accountKey(userName),
    addressKey: byAddress,
    priority,
  };
}

/** What one sign-in attempt is counted against, and its place in the hashing queue. */
export type SignInAttempt = { accountKey: string; addressKey: string; priority: HashingPriority };

/** The throttle key of a client address; one shared key when the host cannot tell. */
export function addressKey(address: string | null): string {
  return `address:${address ?? 'unknown'}`;
}

/** Whole seconds for a Retry-After header. */
export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}

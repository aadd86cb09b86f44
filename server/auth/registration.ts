import type { Store } from '../store/store';
import { FIELD_REQUIRED_MESSAGE, hasValue, validateEmail } from '../../src/domain/field-validation';
import { passwordProblems } from '../../src/domain/password-rules';
import { normaliseUserName } from '../../src/domain/user-name';
import {
  isSubscriptionCode,
  SUBSCRIPTION_CODES,
  type SubscriptionCode,
} from '../../src/domain/subscriptions';
import { companyRecord, FIRST_USER_PERMISSIONS, userRecord } from './account-records';
import { hashPassword } from './passwords';
import { UserNameTakenError } from './seed-user';
import type { RegistrationBody } from './request-bodies';

/** A sign-up request that passed validation (names trimmed). */
export type Registration = {
  companyName: string;
  userName: string;
  password: string;
  subscriptionCode: SubscriptionCode;
};

export type FieldError = { field: string; message: string };

export type RegistrationCheck =
  { ok: true; registration: Registration } | { ok: false; errors: FieldError[] };

/** Summary message of a sign-up with field errors. */
export const REGISTRATION_INVALID_MESSAGE = 'Some details need correcting before the account can be created.';
/** Summary message when the user name (email) is already registered. */
export const USER_NAME_TAKEN_MESSAGE =
  'That user name is already registered. Sign in instead, or use another email.';
export const SUBSCRIPTION_CODE_MESSAGE = `Subscription code must be one of ${SUBSCRIPTION_CODES.join(', ')}`;

// Generous caps that no real sign-up reaches; they keep stored text and hashing work bounded.
const MAX_LENGTHS = { companyName: 200, userName: 254, password: 1024 } as const;

function tooLong(field: keyof typeof MAX_LENGTHS): FieldError {
  return { field, message: `Must be ${MAX_LENGTHS[field]} characters or fewer` };
}

/**
 * Checks a sign-up body with the spec's messages. userName is the login and the user's email,
 * so it follows the email rules, in NFKC form and without invisible characters; the password
 * follows every password rule, each reported.
 * @example validateRegistration({ companyName: '', userName: 'x', password: 'a', subscriptionCode: 'NO' }).ok // false
 */
export function validateRegistration(body: RegistrationBody): RegistrationCheck {
  const errors: FieldError[] = [];
  const companyName = (body.companyName ?? '').trim();
  const password = body.password ?? '';
  const subscriptionCode = body.subscriptionCode;

  if (!hasValue(companyName)) errors.push({ field: 'companyName', message: FIELD_REQUIRED_MESSAGE });
  else if (companyName.length > MAX_LENGTHS.companyName) errors.push(tooLong('companyName'));

  const normalised = normaliseUserName(body.userName ?? '');
  const userName = normalised.ok ? normalised.userName : '';
  const emailProblem = normalised.ok ? validateEmail(userName) : normalised.message;
  if (emailProblem !== null) errors.push({ field: 'userName', message: emailProblem });
  else if (userName.length > MAX_LENGTHS.userName) errors.push(tooLong('userName'));

  for (const message of passwordProblems(password)) errors.push({ field: 'password', message });
  if (password.length > MAX_LENGTHS.password) errors.push(tooLong('password'));

  if (!hasValue(subscriptionCode))
    errors.push({ field: 'subscriptionCode', message: FIELD_REQUIRED_MESSAGE });
  else if (!isSubscriptionCode(subscriptionCode))
    errors.push({ field: 'subscriptionCode', message: SUBSCRIPTION_CODE_MESSAGE });

  if (errors.length > 0 || !isSubscriptionCode(subscriptionCode)) return { ok: false, errors };
  return { ok: true, registration: { companyName, userName, password, subscriptionCode } };
}

export type RegisterDeps = {
  store: Store;
  passwordIterations?: number;
  /** Id source; the platform's UUID generator unless a test fixes it. */
  newID?: () => string;
};

export type RegisterResult =
  { ok: true; companyAccountID: string; userID: string } | { ok: false; reason: 'user-name-taken' };

/**
 * Creates the company, its first user (a global admin with everything.edit) and the user's
 * credential in one transaction: either all three exist afterwards or none does.
 * @example await registerCompany(registration, { store }) // { ok: true, companyAccountID, userID }
 */
export async function registerCompany(
  registration: Registration,
  deps: RegisterDeps,
): Promise<RegisterResult> {
  if ((await deps.store.findCredential(registration.userName)) !== null)
    return { ok: false, reason: 'user-name-taken' };
  const newID = deps.newID ?? (() => globalThis.crypto.randomUUID());
  const companyAccountID = newID();
  const userID = newID();
  const passwordHash = await hashPassword(registration.password, { iterations: deps.passwordIterations });
  try {
    await deps.store.transaction(async (store) => {
      const company = await store.insert(
        companyRecord({
          id: companyAccountID,
          companyName: registration.companyName,
          primaryEmail: registration.userName,
          subscriptionCode: registration.subscriptionCode,
        }),
      );
      const user = await store.insert(
        userRecord(
          {
            id: userID,
            userName: registration.userName,
            email: registration.userName,
            permissions: FIRST_USER_PERMISSIONS,
            isGlobalAdmin: true,
          },
          companyAccountID,
        ),
      );
      if (!company.ok || !user.ok) throw new Error('A new account id collided with an existing record.');
      // Checked again inside the transaction: another sign-up may have taken the name meanwhile.
      const saved = await store.saveCredential({
        userName: registration.userName,
        userID,
        companyAccountID,
        passwordHash,
      });
      if (!saved) throw new UserNameTakenError(registration.userName);
    });
  } catch (error) {
    if (error instanceof UserNameTakenError) return { ok: false, reason: 'user-name-taken' };
    throw error;
  }
  return { ok: true, companyAccountID, userID };
}

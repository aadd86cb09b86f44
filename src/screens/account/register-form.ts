import * as v from 'valibot';
import { FIELD_REQUIRED_MESSAGE, hasValue, validateEmail } from '../../domain/field-validation';
import { passwordProblems } from '../../domain/password-rules';
import { isSubscriptionCode, SUBSCRIPTION_CODES, type SubscriptionCode } from '../../domain/subscriptions';

/** The sign-up form (spec: companyName, userName, password, subscriptionCode). */
export type RegisterValues = {
  companyName: string;
  userName: string;
  password: string;
  subscriptionCode: string;
};
export type RegisterField = keyof RegisterValues;
/** Messages per field; a password can break several rules at once. */
export type RegisterErrors = Partial<Record<RegisterField, readonly string[]>>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  companyName: '',
  userName: '',
  password: '',
  subscriptionCode: '',
};

const MEANINGS: Readonly<Record<SubscriptionCode, string>> = {
  CUSTFREE: 'Customer, free level',
  CUST: 'Customer',
  SUPPFREE: 'Supplier, free level',
  SUPP: 'Supplier',
  COURFREE: 'Courier, free level',
  COUR: 'Courier',
};

/** The six subscription codes as select options, labelled with their meaning. */
export const SUBSCRIPTION_OPTIONS: readonly { value: SubscriptionCode; label: string }[] =
  SUBSCRIPTION_CODES.map((code) => ({
    value: code,
    label: `${MEANINGS[code]} (${code})`,
  }));

/**
 * The form's messages: company name required, user name by the email rules, every failing
 * password rule, a subscription code required. Empty when the form can be sent.
 * @example validateRegisterForm({ ...EMPTY_REGISTER_VALUES }).userName // ['Email is required']
 */
export function validateRegisterForm(values: RegisterValues): RegisterErrors {
  const errors: Record<string, readonly string[]> = {};
  if (!hasValue(values.companyName)) errors.companyName = [FIELD_REQUIRED_MESSAGE];
  const email = validateEmail(values.userName);
  if (email !== null) errors.userName = [email];
  const password = passwordProblems(values.password);
  if (password.length > 0) errors.password = password;
  if (!isSubscriptionCode(values.subscriptionCode)) errors.subscriptionCode = [FIELD_REQUIRED_MESSAGE];
  return errors;
}

/** Whether the messages leave the form free to send. */
export function hasRegisterErrors(errors: RegisterErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}

const FIELDS: readonly RegisterField[] = ['companyName', 'userName', 'password', 'subscriptionCode'];
const answerSchema = v.looseObject({
  message: v.optional(v.string()),
  errors: v.optional(v.array(v.looseObject({ field: v.string(), message: v.string() }))),
});

/** What the sign-up service answered: created, or refused with its messages. */
export type RegisterOutcome = { ok: true } | { ok: false; message: string; errors: RegisterErrors };

/**
 * Reads a refusal (409 user name taken, 422 field errors) into the summary and field messages.
 * @example refusalOf({ message: 'That user name is already registered...', errors: [{ field: 'userName', message: '...' }] })
 */
export function refusalOf(body: unknown, status: number): RegisterOutcome {
  const parsed = v.safeParse(answerSchema, body);
  const answer = parsed.success ? parsed.output : {};
  const errors: Partial<Record<RegisterField, string[]>> = {};
  for (const error of answer.errors ?? []) {
    const field = FIELDS.find((name) => name === error.field);
    if (field !== undefined) (errors[field] ??= []).push(error.message);
  }
  return {
    ok: false,
    message: answer.message ?? `The account could not be created (HTTP ${status}).`,
    errors,
  };
}

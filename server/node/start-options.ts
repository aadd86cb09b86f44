import type { Store } from '../store/store';
import { registerCompany, validateRegistration } from '../auth/registration';

/**
 * Whether a start adds the demo company and its published demo logins. DEMO_DATA=true or
 * false decides; unset, only the embedded database of `npm start` gets it, never a PostgreSQL
 * server named by DATABASE_URL (a real deployment must not carry published passwords).
 * @example wantsDemoData({ DATABASE_URL: 'postgres://db/bulktrade' }) // false
 */
export function wantsDemoData(env: Readonly<Record<string, string | undefined>>): boolean {
  const asked = (env.DEMO_DATA ?? '').trim().toLowerCase();
  if (asked === 'true' || asked === '1' || asked === 'yes') return true;
  if (asked === 'false' || asked === '0' || asked === 'no') return false;
  return (env.DATABASE_URL ?? '') === '';
}

export type FirstAdminResult =
  | { outcome: 'not-asked' }
  | { outcome: 'created'; userName: string; companyAccountID: string }
  | { outcome: 'exists'; userName: string }
  | { outcome: 'invalid'; problems: string[] };

/**
 * Creates a production start's first company and its global admin from ADMIN_USER_NAME,
 * ADMIN_PASSWORD, ADMIN_COMPANY_NAME (default "My Company") and ADMIN_SUBSCRIPTION (default
 * SUPP), with the same rules as a sign-up (the password rules included). Does nothing when
 * the variables are not set or the user name already exists, so it is safe on every start.
 * @example await ensureFirstAdmin(store, { ADMIN_USER_NAME: 'ops@acme.com.au', ADMIN_PASSWORD: '…' })
 */
export async function ensureFirstAdmin(
  store: Store,
  env: Readonly<Record<string, string | undefined>>,
  options: { passwordIterations?: number } = {},
): Promise<FirstAdminResult> {
  const userName = (env.ADMIN_USER_NAME ?? '').trim();
  const password = env.ADMIN_PASSWORD ?? '';
  if (userName === '' && password === '') return { outcome: 'not-asked' };
  const check = validateRegistration({
    companyName: env.ADMIN_COMPANY_NAME ?? 'My Company',
    userName,
    password,
    subscriptionCode: env.ADMIN_SUBSCRIPTION ?? 'SUPP',
  });
  if (!check.ok) return { outcome: 'invalid', problems: check.errors.map((error) => `${error.field}: ${error.message}`) };
  if ((await store.findCredential(check.registration.userName)) !== null) return { outcome: 'exists', userName: check.registration.userName };
  const result = await registerCompany(check.registration, { store, ...(options.passwordIterations === undefined ? {} : { passwordIterations: options.passwordIterations }) });
  if (!result.ok) return { outcome: 'exists', userName: check.registration.userName };
  return { outcome: 'created', userName: check.registration.userName, companyAccountID: result.companyAccountID };
}

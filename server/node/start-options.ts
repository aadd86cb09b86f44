import type { Store } from '../store/store';
import { registerCompany, validateRegistration } from '../auth/registration';
import { verifyPassword } from '../auth/passwords';
import { TRAINING_USER_NAME, TRAINING_USER_PASSWORD } from '../seed/training-companies';

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
  if (!check.ok)
    return { outcome: 'invalid', problems: check.errors.map((error) => `${error.field}: ${error.message}`) };
  if ((await store.findCredential(check.registration.userName)) !== null)
    return { outcome: 'exists', userName: check.registration.userName };
  const result = await registerCompany(check.registration, {
    store,
    ...(options.passwordIterations === undefined ? {} : { passwordIterations: options.passwordIterations }),
  });
  if (!result.ok) return { outcome: 'exists', userName: check.registration.userName };
  return {
    outcome: 'created',
    userName: check.registration.userName,
    companyAccountID: result.companyAccountID,
  };
}

/** What the store holds of the demo, read at start. */
export type DemoState = {
  /** The demo's global-admin login (TRAINING_USER_NAME) signs in to this store. */
  demoLogin: boolean;
  /** Whether it still has the published password (TRAINING_USER_PASSWORD). */
  publishedPassword: boolean;
};

/**
 * Reads whether the demo's admin login is in the store and still has its published password:
 * what a start must tell, whatever DEMO_DATA says now (an earlier start may have added it).
 * @example await demoStateOf(store) // { demoLogin: true, publishedPassword: true }
 */
export async function demoStateOf(store: Store): Promise<DemoState> {
  const credential = await store.findCredential(TRAINING_USER_NAME);
  if (credential === null) return { demoLogin: false, publishedPassword: false };
  return {
    demoLogin: true,
    publishedPassword: await verifyPassword(TRAINING_USER_PASSWORD, credential.passwordHash),
  };
}

/**
 * The lines a start prints about demo data: what the store holds, not only what DEMO_DATA
 * asked. A database seeded by an earlier DEMO_DATA=true start still has the demo company and
 * its published logins when a later start leaves DEMO_DATA out, and the start says so.
 * @example demoStartLines({ asked: false, state: { demoLogin: false, publishedPassword: false } }) // ['No demo data or demo logins. …']
 */
export function demoStartLines(options: { asked: boolean; state: DemoState }): string[] {
  const { asked, state } = options;
  if (!state.demoLogin) {
    if (asked)
      return [
        'Demo data is on, but this database’s demo company was deleted: no demo logins. Sign in with your own account',
      ];
    return [
      'No demo data or demo logins. Sign in with your own account (ADMIN_USER_NAME and ADMIN_PASSWORD create the first one)',
    ];
  }
  const lines = asked
    ? [
        'Demo data is on (the embedded database gets it unless DEMO_DATA=false; never a DATABASE_URL server unless DEMO_DATA=true)',
      ]
    : [
        'Demo data is in this database, added by an earlier start with DEMO_DATA=true (DEMO_DATA off adds none, but does not remove it)',
      ];
  lines.push(
    state.publishedPassword
      ? `Sign in with user name ${TRAINING_USER_NAME} and password ${TRAINING_USER_PASSWORD}`
      : `The demo login ${TRAINING_USER_NAME} is there with a changed password`,
  );
  if (!asked)
    lines.push(
      `Its demo logins have published passwords: to remove them, sign in as ${TRAINING_USER_NAME} and delete that company account`,
    );
  return lines;
}

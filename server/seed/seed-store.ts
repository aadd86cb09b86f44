import * as v from 'valibot';
import { entityByName } from '../../src/entities/registry';
import { USERS_SECTION, companyRecord, type CompanyInput } from '../auth/account-records';
import { seedUser } from '../auth/seed-user';
import { partiesOf } from '../sections/record-input';
import type { Store } from '../store/store';
import { trainingData } from './training-data';
import { TRAINING_COMPANY_ID, TRAINING_NAVIGATION_NAMES, type SeedData } from './training-types';
import { textOf } from '../../src/domain/unknown-values';

/** Section of the marker saying the demo data is complete. */
const SEED_SECTION = 'Account/Seeds';
const SEED_MARKER_ID = 'training-data';

export type SeedOptions = {
  today: Date;
  /** PBKDF2 cost of the seeded passwords; training mode in the browser uses a low one. */
  passwordIterations?: number;
};

function companyInput(company: SeedData<'companies'>): CompanyInput {
  return {
    id: company.id,
    companyName: textOf(company.companyName) ?? company.id,
    subscriptionCode: company.subscriptionCode ?? null,
    accountName: textOf(company.accountName),
    primaryEmail: textOf(company.primaryEmail),
    defaultTimeZone: textOf(company.defaultTimeZone) ?? undefined,
    themeColour: textOf(company.themeColour),
    managedByAccountID: textOf(company.managedByAccountID),
  };
}

/** seedUser writes the login's fields only; a staff user's role is added to the stored record. */
async function keepRole(store: Store, record: SeedData<'users'>): Promise<void> {
  const roleID = textOf(record.roleID);
  if (roleID === null) return;
  const row = await store.get(USERS_SECTION, record.id);
  if (row === null || row.data.roleID === roleID) return;
  const { seq: _seq, rowVersion, ...write } = row;
  await store.update({ ...write, data: { ...row.data, roleID } }, rowVersion);
}

/**
 * Fills an empty store with the training company and its world. Returns false when the
 * data is already there. A start interrupted half-way finishes on the next start: every
 * write skips what exists, and the marker is written last.
 */
export async function seedTrainingData(store: Store, options: SeedOptions): Promise<boolean> {
  if (await store.get(SEED_SECTION, SEED_MARKER_ID)) return false;
  const data = trainingData(options.today);

  for (const company of data.companies) {
    const write = companyRecord(companyInput(company));
    await store.insert({ ...write, data: { ...company, ...write.data } });
  }
  for (const user of data.users) {
    if (await store.findCredential(user.userName)) continue;
    const company = data.companies.find((c) => c.id === user.record.companyAccountID);
    if (!company) throw new Error(`Training user ${user.userName} names an unknown company`);
    const record = user.record;
    await seedUser({
      store,
      company: companyInput(company),
      user: {
        id: record.id,
        userName: user.userName,
        firstName: textOf(record.firstName),
        lastName: textOf(record.lastName),
        email: textOf(record.email) ?? user.userName,
        permissions: textOf(record.permissions) ?? '',
        isGlobalAdmin: record.isGlobalAdmin === true,
      },
      password: user.password,
      ...(options.passwordIterations === undefined ? {} : { passwordIterations: options.passwordIterations }),
    });
    await keepRole(store, record);
  }
  for (const name of TRAINING_NAVIGATION_NAMES) {
    if (name === 'companies' || name === 'users') continue;
    const entity = entityByName(name);
    for (const record of data.records[name] ?? []) {
      const parsed = v.safeParse(entity.schema, record.data);
      if (!parsed.success) {
        const fields = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(record)').join(', ');
        throw new Error(`Training ${name} record ${record.data.id} does not fit its schema: ${fields}`);
      }
      await store.insert({
        section: entity.section,
        id: record.data.id,
        companyAccountID: record.owner,
        parties: [
          ...new Set([...partiesOf(entity, record.data, record.owner), ...(record.parties ?? [])]),
        ].sort(),
        isInactive: record.data.isInactive === true,
        data: parsed.output,
      });
    }
  }
  await store.insert({
    section: SEED_SECTION,
    id: SEED_MARKER_ID,
    companyAccountID: TRAINING_COMPANY_ID,
    parties: [],
    isInactive: false,
    data: { seededOn: options.today.toISOString() },
  });
  return true;
}

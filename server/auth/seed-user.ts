import type { Store } from '../store/store';
import {
  COMPANIES_SECTION,
  companyRecord,
  userRecord,
  type CompanyInput,
  type UserInput,
} from './account-records';
import { hashPassword } from './passwords';

export type SeedUserInput = {
  store: Store;
  company: CompanyInput;
  user: UserInput;
  password: string;
  /** PBKDF2 cost; the demo seed and training mode pass a low number to start fast. */
  passwordIterations?: number;
};

/** Thrown when a seeded user name already belongs to another user. */
export class UserNameTakenError extends Error {
  constructor(readonly userName: string) {
    super(`The user name ${userName} is already taken.`);
    this.name = 'UserNameTakenError';
  }
}

/**
 * Writes a company (kept as is when it already exists), one of its users and the user's
 * credential, all in one transaction. Used by the demo seed and training mode.
 * @example await seedUser({ store, company: { id: 'comp1', companyName: 'Demo', subscriptionCode: 'SUPP' },
 *   user: { id: 'user1', userName: 'demo@bulktrade.test', permissions: 'everything.edit', isGlobalAdmin: true },
 *   password: 'Demo-pass1!', passwordIterations: 1000 });
 */
export async function seedUser(input: SeedUserInput): Promise<{ companyAccountID: string; userID: string }> {
  const passwordHash = await hashPassword(input.password, { iterations: input.passwordIterations });
  const { company, user } = input;
  await input.store.transaction(async (store) => {
    const companyWrite = await store.insert(companyRecord(company));
    if (!companyWrite.ok && companyWrite.existing.section !== COMPANIES_SECTION) {
      throw new Error(`The id ${company.id} already belongs to a record that is not a company.`);
    }
    const inserted = await store.insert(userRecord(user, company.id));
    if (!inserted.ok) throw new Error(`A record with id ${user.id} already exists.`);
    const saved = await store.saveCredential({
      userName: user.userName,
      userID: user.id,
      companyAccountID: company.id,
      passwordHash,
    });
    if (!saved) throw new UserNameTakenError(user.userName);
  });
  return { companyAccountID: company.id, userID: user.id };
}

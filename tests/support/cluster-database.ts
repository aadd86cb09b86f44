import { COMPANIES_SECTION } from '../../server/auth/account-records';
import { seedUser } from '../../server/auth/seed-user';
import { pgClient } from '../../server/store/sql-client';
import { listIndexSpecs } from '../../server/store/sql-list-indexes';
import { createSqlStore } from '../../server/store/sql-store';
import type { Store } from '../../server/store/store';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES } from '../../src/entities/registry';

export type ClusterCompany = { id: string; userName: string; password: string };

export type ClusterDatabase = {
  /** The URL the service processes use: a database of its own on the server. */
  databaseUrl: string;
  /** The test's own store on the same schema (to seed and to read the end state). */
  store: Store;
  companies: ClusterCompany[];
  drop(): Promise<void>;
};

export const CLUSTER_PASSWORD = 'Cluster-pass1!';

/**
 * A database of its own on the PostgreSQL server at `url` (not a schema: the trigram extension of
 * a schema-per-run test lives in whichever schema made it first, and goes when that one is
 * dropped), with the store's tables and list indexes made (so the processes start without racing
 * to make them) and `companies` companies, one user each (a cheap password hash: sign-ins are not
 * what is measured).
 * @example const database = await prepareClusterDatabase(process.env.TEST_DATABASE_URL, 10);
 */
export async function prepareClusterDatabase(url: string, companies: number): Promise<ClusterDatabase> {
  const name = `cluster_${process.pid}_${Date.now()}`;
  const admin = pgClient(url);
  await admin.query(`CREATE DATABASE ${name}`, []);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const databaseUrl = own.toString();
  const store = await createSqlStore(pgClient(databaseUrl), {
    lists: listIndexSpecs(servedEntities(ENTITIES)),
    publicSections: [COMPANIES_SECTION],
  });
  const made: ClusterCompany[] = [];
  for (let n = 1; n <= companies; n += 1) {
    const company = { id: `cluster-co-${n}`, userName: `owner${n}@cluster.test`, password: CLUSTER_PASSWORD };
    await seedUser({
      store,
      company: { id: company.id, companyName: `Cluster Company ${n}`, subscriptionCode: 'SUPP' },
      user: { id: `cluster-user-${n}`, userName: company.userName, permissions: 'everything.edit' },
      password: company.password,
      passwordIterations: 1000,
    });
    made.push(company);
  }
  return {
    databaseUrl,
    store,
    companies: made,
    async drop() {
      await store.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, []);
      await admin.close();
    },
  };
}

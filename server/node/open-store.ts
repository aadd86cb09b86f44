import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_READ_TIMEOUT_MS } from '../store/read-timeout';
import { DEFAULT_POOL_SIZE, pgClient, pgliteClient } from '../store/sql-client';
import { COMPANIES_SECTION } from '../auth/account-records';
import { createSqlStore } from '../store/sql-store';
import { keepRecordsVacuumed } from '../store/sql-vacuum';
import { listIndexSpecs } from '../store/sql-list-indexes';
import { scopeIndexSpecs } from '../store/sql-scope';
import { servedEntities } from '../../src/entities/derive/served-entities';
import { ENTITIES } from '../../src/entities/registry';
import type { Store } from '../store/store';

export type OpenedStore = { store: Store; description: string };

/**
 * A real PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite under dataDir.
 * On PostgreSQL every list, search and change pull is stopped past readTimeoutMs (READ_TIMEOUT_MS),
 * and the process holds at most poolSize connections (DATABASE_POOL_SIZE).
 */
export async function openStore(
  dataDir: string,
  databaseUrl: string | undefined,
  readTimeoutMs = DEFAULT_READ_TIMEOUT_MS,
  poolSize = DEFAULT_POOL_SIZE,
): Promise<OpenedStore> {
  // Each section's default sort and its search fields get an index (docs/scaling.md).
  const lists = listIndexSpecs(servedEntities(ENTITIES));
  // Each field a sync scope filters on gets one too (server/store/sql-scope.ts).
  const scopes = scopeIndexSpecs(servedEntities(ENTITIES));
  // The companies directory is pulled whole by every company (profile-routes).
  const options = { lists, scopes, publicSections: [COMPANIES_SECTION] };
  if (databaseUrl) {
    const store = await createSqlStore(pgClient(databaseUrl, { readTimeoutMs, poolSize }), options);
    return { store, description: `PostgreSQL at ${new URL(databaseUrl).host}` };
  }
  const directory = join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const client = pgliteClient(directory);
  const store = await createSqlStore(client, options);
  // PGlite runs no autovacuum: without one, a list page checks every row it skips.
  const stopVacuums = keepRecordsVacuumed(client);
  const close = async () => {
    await stopVacuums();
    await store.close();
  };
  return { store: { ...store, close }, description: `embedded PostgreSQL (PGlite) in ${directory}` };
}

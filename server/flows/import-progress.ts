import type { ImportProgress } from '../../src/domain/csv/import-limits';
import type { Store } from '../store/store';

/**
 * Where an import's commit stands, kept as a record of the staging section (so it is the
 * company's, erased with its account, and read by any instance of the services): the page
 * polls it while the commit runs ("Importing 12,000 of 50,000…").
 */

export type ImportProgressRecord = ImportProgress & { kind: string; importID: string };

function progressId(section: string, owner: string, importID: string): string {
  return `import-progress:${owner}:${importID}:${section}`;
}

/**
 * The progress of the company's import, or null before its commit started.
 * @example await readImportProgress(store, 'Imports/Staged', 'comp1', 'imp-1') // { state: 'importing', done: 12000, total: 50000, ... }
 */
export async function readImportProgress(
  store: Store,
  section: string,
  owner: string,
  importID: string,
): Promise<ImportProgressRecord | null> {
  const row = await store.get(section, progressId(section, owner, importID));
  if (row === null) return null;
  const { kind, state, done, total } = row.data;
  return {
    kind: String(kind),
    importID,
    state: state === 'done' ? 'done' : 'importing',
    done: Number(done) || 0,
    total: Number(total) || 0,
  };
}

/**
 * Records where the company's import stands. A write lost to another runner of the same import
 * (a second instance) is tried once more; progress is a report, never worth failing an import.
 * @example await saveImportProgress(store, 'Imports/Staged', 'comp1', { kind: 'products', importID: 'imp-1', state: 'importing', done: 0, total: 50000 })
 */
export async function saveImportProgress(
  store: Store,
  section: string,
  owner: string,
  progress: ImportProgressRecord,
): Promise<void> {
  const id = progressId(section, owner, progress.importID);
  const write = {
    section,
    id,
    companyAccountID: owner,
    parties: [],
    isInactive: false,
    data: { ...progress },
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const stored = await store.get(section, id);
    const saved = stored === null ? await store.insert(write) : await store.update(write, stored.rowVersion);
    if (saved.ok) return;
  }
}

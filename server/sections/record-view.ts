import type { RecordRow } from '../store/store';
import type { ListRequest } from './list-params';
import { SECRET_FIELDS } from './record-input';
import type { AnyRecord } from '../../src/domain/unknown-values';

export type RecordBody = AnyRecord & { id: string; rowVersion: number; isInactive: boolean };

/** A stored row as the API answers it: its fields plus id, rowVersion and isInactive. */
export function recordOf(row: RecordRow): RecordBody {
  // A password or API key never leaves the services, also one a record stored before writes dropped them.
  const data = Object.fromEntries(Object.entries(row.data).filter(([field]) => !SECRET_FIELDS.has(field)));
  return { ...data, id: row.id, rowVersion: row.rowVersion, isInactive: row.isInactive };
}

/**
 * Shapes a getAll row: only the asked `properties` (id and rowVersion always), nested detail
 * lists only with includeDetails, external references only with includeProperties=ExternalReferences.
 */
export function listRecordOf(row: RecordRow, request: ListRequest): AnyRecord {
  const full = recordOf(row);
  if (request.properties) {
    const picked: AnyRecord = { id: full.id, rowVersion: full.rowVersion };
    for (const property of request.properties) picked[property] = full[property];
    return picked;
  }
  const shaped: AnyRecord = {};
  for (const [key, value] of Object.entries(full)) {
    if (key === 'externalReferences') {
      if (request.includeExternalReferences) shaped[key] = value;
    } else if (!Array.isArray(value) || request.includeDetails) {
      shaped[key] = value;
    }
  }
  return shaped;
}

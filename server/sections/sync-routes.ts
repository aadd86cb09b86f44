import type { Context, Hono } from 'hono';
import type { Connection } from '../accounting/integration-connections';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { HttpProblem } from '../http/problem';
import type { RecordRow, Store } from '../store/store';
import { readJson } from './record-input';
import { isJsonObject } from '../../src/domain/unknown-values';
import { recordOf } from './record-view';
import type { AnyRecord } from '../../src/domain/unknown-values';

type Reference = {
  externalParty?: string;
  externalID?: string;
  localID?: string;
  externalPartyID?: string;
  externalItemID?: string;
  message?: string;
};

export type SyncRouteDeps = {
  store: Store;
  actor: (c: Context, entity: EntityDefinition, access: 'view' | 'edit') => Promise<{ company: string }>;
  /** A record the company owns; a party's attempt is refused (external references are the owner's). */
  ownedRow: (id: string, company: string, action: string) => Promise<RecordRow>;
  saveChange: (row: RecordRow, data: AnyRecord, expected: number) => Promise<unknown>;
  newId: () => string;
  /** The connector of the company's integration with a party (server/accounting), or why there is none. */
  connection: (company: string, partyID: string) => Promise<Connection>;
  /** Stamps the integration's lastSyncedOn once an upload has landed. */
  synced: (integrationID: string) => Promise<void>;
};

/** How often a reference is written again when the record changed under the upload (409). */
const REFERENCE_WRITE_TRIES = 3;

/** Section where uploaded images are kept. */
export const IMAGES_SECTION = 'Account/Images';
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function referencesOf(row: RecordRow): Reference[] {
  const value = row.data.externalReferences;
  return Array.isArray(value) ? value.filter(isJsonObject).map((r) => r as Reference) : [];
}

/** The record's reference for the party, when it is uploaded there (a failure entry has no externalItemID). */
function uploadedTo(row: RecordRow, party: string): Reference | null {
  return (
    referencesOf(row).find((r) => r.externalPartyID === party && (r.externalItemID ?? '') !== '') ?? null
  );
}

function requireParty(c: Context): string {
  const party = c.req.query('partyID');
  if (!party) throw new HttpProblem(400, 'partyID is required');
  return party;
}

/**
 * Syncing records with an external party (accounting, shop): which records are uploaded,
 * upload one, attach references, detach them; and image upload.
 */
export function syncRoutes(app: Hono, base: string, entity: EntityDefinition, deps: SyncRouteDeps): void {
  const withReferences = async (row: RecordRow, references: Reference[]) =>
    deps.saveChange(row, { ...row.data, externalReferences: references }, row.rowVersion);

  app.get(`${base}/get/matches`, async (c) => {
    const { company } = await deps.actor(c, entity, 'view');
    const parties = new Set((c.req.query('partyIDs') ?? '').split(',').filter(Boolean));
    const ids = (c.req.query('ids') ?? '').split(',').filter(Boolean);
    const data = [];
    for (const id of ids) {
      const row = await deps.store.get(entity.section, id);
      if (row === null || (row.companyAccountID !== company && !row.parties.includes(company))) continue;
      const references = referencesOf(row).filter(
        (r) => parties.size === 0 || parties.has(r.externalPartyID ?? ''),
      );
      if (references.length > 0) data.push({ id, externalReferences: references });
    }
    return c.json({ data });
  });

  /**
   * Sets the record's entry for a party (an upload's reference, or its failure message), reading
   * the record again when someone changed it meanwhile, so the outcome is never lost to a 409.
   */
  const saveEntry = async (id: string, company: string, party: string, entry: Reference) => {
    for (let attempt = 1; ; attempt += 1) {
      const row = await deps.ownedRow(id, company, 'sync');
      try {
        return await withReferences(row, [
          ...referencesOf(row).filter((r) => r.externalPartyID !== party),
          entry,
        ]);
      } catch (error) {
        if (!(error instanceof HttpProblem) || error.status !== 409 || attempt >= REFERENCE_WRITE_TRIES)
          throw error;
      }
    }
  };

  // Upload one record to a party through the connector of the company's integration with it.
  app.post(`${base}/post`, async (c, next) => {
    if (c.req.query('sync') !== 'true') return next();
    const party = requireParty(c);
    const { company } = await deps.actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!isJsonObject(body) || typeof body.id !== 'string')
      throw new HttpProblem(400, 'Send the id of the record to sync');
    const row = await deps.ownedRow(body.id, company, 'sync');
    // Uploaded already: a second upload makes no second document.
    if (uploadedTo(row, party) !== null)
      return c.json({ id: row.id, rowVersion: row.rowVersion, data: recordOf(row) });
    const connection = await deps.connection(company, party);
    if (!connection.ok) throw new HttpProblem(409, connection.message);
    const externalParty =
      typeof connection.integration.data.externalParty === 'string'
        ? connection.integration.data.externalParty
        : party;
    // One key per record and version: a repeated upload of the same record makes one document.
    const outcome = await connection.connector.upload(
      { localID: row.id, kind: entity.name, record: recordOf(row) },
      `${party}:${row.id}:${row.rowVersion}`,
    );
    if (!outcome.ok) {
      // The message stays on the row (its entry for the party) until an upload succeeds.
      const saved = await saveEntry(row.id, company, party, {
        externalParty,
        externalPartyID: party,
        localID: row.id,
        message: outcome.message,
      });
      throw new HttpProblem(502, outcome.message, { data: isJsonObject(saved) ? saved.data : null });
    }
    const reference: Reference = {
      externalParty,
      externalPartyID: party,
      localID: row.id,
      externalItemID: outcome.externalItemID,
      externalID: outcome.externalItemID,
    };
    const saved = await saveEntry(row.id, company, party, reference);
    await deps.synced(connection.integration.id);
    return c.json(saved);
  });

  app.patch(`${base}/patch`, async (c, next) => {
    if (c.req.query('partyID') === undefined) return next();
    const party = requireParty(c);
    const { company } = await deps.actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!Array.isArray(body))
      throw new HttpProblem(400, 'Send a list of {localID, externalItemID, externalParty, externalPartyID}');
    const data = [];
    for (const entry of body.filter(isJsonObject)) {
      const localID = String(entry.localID ?? '');
      try {
        const row = await deps.ownedRow(localID, company, 'sync');
        const reference: Reference = {
          externalParty: String(entry.externalParty ?? party),
          externalPartyID: party,
          localID,
          externalItemID: String(entry.externalItemID ?? ''),
          externalID: String(entry.externalItemID ?? ''),
        };
        await withReferences(row, [
          ...referencesOf(row).filter((r) => r.externalPartyID !== party),
          reference,
        ]);
        data.push({ localID, externalItemID: reference.externalItemID });
      } catch (error) {
        data.push({
          localID,
          externalItemID: entry.externalItemID,
          message: error instanceof Error ? error.message : 'Could not sync',
        });
      }
    }
    return c.json({ data });
  });

  // Detach: the service is told (when the company is still connected to it), then the reference goes.
  app.patch(`${base}/patch/unsync`, async (c) => {
    const party = requireParty(c);
    const { company } = await deps.actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!Array.isArray(body)) throw new HttpProblem(400, 'Send a list of external ids');
    const externalIDs = new Set(body.map(String));
    const { rows } = await deps.store.list(entity.section, {
      visibleTo: company,
      conditions: [],
      includeInactive: true,
      includeCount: false,
    });
    const linked = rows.filter(
      (row) =>
        row.companyAccountID === company &&
        referencesOf(row).some((r) => r.externalPartyID === party && externalIDs.has(r.externalItemID ?? '')),
    );
    const connection = linked.length === 0 ? null : await deps.connection(company, party);
    const removed: string[] = [];
    for (const row of linked) {
      for (const reference of referencesOf(row).filter(
        (r) => r.externalPartyID === party && externalIDs.has(r.externalItemID ?? ''),
      )) {
        if (connection === null || !connection.ok) continue;
        const outcome = await connection.connector.detach(reference.externalItemID ?? '');
        if (!outcome.ok) throw new HttpProblem(502, outcome.message, { data: removed });
      }
      const kept = referencesOf(row).filter(
        (r) => !(r.externalPartyID === party && externalIDs.has(r.externalItemID ?? '')),
      );
      await withReferences(row, kept);
      removed.push(row.id);
    }
    return c.json({ data: removed });
  });

  app.post(`${base}/image`, async (c) => {
    const { company } = await deps.actor(c, entity, 'edit');
    const form = await c.req.formData().catch(() => {
      throw new HttpProblem(400, 'Send the image as multipart form data');
    });
    const file = form.get('image.jpg') ?? form.get('image');
    if (!(file instanceof Blob)) throw new HttpProblem(400, 'Send the image as a file named image.jpg');
    if (file.size > MAX_IMAGE_BYTES) throw new HttpProblem(413, 'The image is larger than 5 MB');
    const id = c.req.query('ID') ?? deps.newId();
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const data = {
      id,
      section: entity.section,
      contentType: file.type || 'image/jpeg',
      size: file.size,
      base64: btoa(binary),
    };
    const existing = await deps.store.get(IMAGES_SECTION, id);
    if (existing !== null && existing.companyAccountID !== company)
      throw new HttpProblem(409, 'That image id is already in use');
    const write = {
      section: IMAGES_SECTION,
      id,
      companyAccountID: company,
      parties: [],
      isInactive: false,
      data,
    };
    const result =
      existing === null
        ? await deps.store.insert(write)
        : await deps.store.update(write, existing.rowVersion);
    if (!result.ok) throw new HttpProblem(409, 'That image id is already in use');
    return c.json({ id, rowVersion: result.row.rowVersion, data: recordOf(result.row) }, 201);
  });
}

import type { Context, Hono } from 'hono';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { HttpProblem } from '../http/problem';
import type { RecordRow, Store } from '../store/store';
import { isObject, readJson } from './record-input';
import { recordOf } from './record-view';

type Reference = { externalParty?: string; externalID?: string; localID?: string; externalPartyID?: string; externalItemID?: string };

export type SyncRouteDeps = {
  store: Store;
  actor: (c: Context, entity: EntityDefinition, access: 'view' | 'edit') => Promise<{ company: string }>;
  /** A record the company owns; a party's attempt is refused (external references are the owner's). */
  ownedRow: (id: string, company: string, action: string) => Promise<RecordRow>;
  saveChange: (row: RecordRow, data: Record<string, unknown>, expected: number) => Promise<unknown>;
  newId: () => string;
};

/** Section where uploaded images are kept. */
export const IMAGES_SECTION = 'Account/Images';
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function referencesOf(row: RecordRow): Reference[] {
  const value = row.data.externalReferences;
  return Array.isArray(value) ? value.filter(isObject).map((r) => r as Reference) : [];
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
      const references = referencesOf(row).filter((r) => parties.size === 0 || parties.has(r.externalPartyID ?? ''));
      if (references.length > 0) data.push({ id, externalReferences: references });
    }
    return c.json({ data });
  });

  // Upload one record to a party: the reference services act as the external party themselves.
  app.post(`${base}/post`, async (c, next) => {
    if (c.req.query('sync') !== 'true') return next();
    const party = requireParty(c);
    const { company } = await deps.actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!isObject(body) || typeof body.id !== 'string') throw new HttpProblem(400, 'Send the id of the record to sync');
    const row = await deps.ownedRow(body.id, company, 'sync');
    const others = referencesOf(row).filter((r) => r.externalPartyID !== party);
    const reference: Reference = { externalParty: party, externalPartyID: party, localID: row.id, externalItemID: `${party}-${row.id}`, externalID: `${party}-${row.id}` };
    return c.json(await withReferences(row, [...others, reference]));
  });

  app.patch(`${base}/patch`, async (c, next) => {
    if (c.req.query('partyID') === undefined) return next();
    const party = requireParty(c);
    const { company } = await deps.actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!Array.isArray(body)) throw new HttpProblem(400, 'Send a list of {localID, externalItemID, externalParty, externalPartyID}');
    const data = [];
    for (const entry of body.filter(isObject)) {
      const localID = String(entry.localID ?? '');
      try {
        const row = await deps.ownedRow(localID, company, 'sync');
        const reference: Reference = { externalParty: String(entry.externalParty ?? party), externalPartyID: party, localID, externalItemID: String(entry.externalItemID ?? ''), externalID: String(entry.externalItemID ?? '') };
        await withReferences(row, [...referencesOf(row).filter((r) => r.externalPartyID !== party), reference]);
        data.push({ localID, externalItemID: reference.externalItemID });
      } catch (error) {
        data.push({ localID, externalItemID: entry.externalItemID, message: error instanceof Error ? error.message : 'Could not sync' });
      }
    }
    return c.json({ data });
  });

  app.patch(`${base}/patch/unsync`, async (c) => {
    const party = requireParty(c);
    const { company } = await deps.actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!Array.isArray(body)) throw new HttpProblem(400, 'Send a list of external ids');
    const externalIDs = new Set(body.map(String));
    const { rows } = await deps.store.list(entity.section, { visibleTo: company, conditions: [], includeInactive: true, includeCount: false });
    const removed: string[] = [];
    for (const row of rows.filter((candidate) => candidate.companyAccountID === company)) {
      const references = referencesOf(row);
      const kept = references.filter((r) => !(r.externalPartyID === party && externalIDs.has(r.externalItemID ?? '')));
      if (kept.length === references.length) continue;
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
    const data = { id, section: entity.section, contentType: file.type || 'image/jpeg', size: file.size, base64: btoa(binary) };
    const existing = await deps.store.get(IMAGES_SECTION, id);
    if (existing !== null && existing.companyAccountID !== company) throw new HttpProblem(409, 'That image id is already in use');
    const write = { section: IMAGES_SECTION, id, companyAccountID: company, parties: [], isInactive: false, data };
    const result = existing === null ? await deps.store.insert(write) : await deps.store.update(write, existing.rowVersion);
    if (!result.ok) throw new HttpProblem(409, 'That image id is already in use');
    return c.json({ id, rowVersion: result.row.rowVersion, data: recordOf(result.row) }, 201);
  });
}

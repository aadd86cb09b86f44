import type { Hono } from 'hono';
import * as v from 'valibot';
import { nameUuid } from '../../src/domain/name-uuid';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { HttpProblem } from '../http/problem';
import { isObject, partiesOf, readJson } from '../sections/record-input';
import { createActorResolver, type SectionDeps } from '../sections/section-routes';
import type { RecordWrite, Store } from '../store/store';
import { planCustomerOrders } from './import-customer-orders';

/**
 * Flow: CSV import ──▶ many records, all or none. The page sends the rows it read in batches
 * (POST {section}/import/batch, each under the 1 MB body limit, any order, again if lost),
 * then commits (POST {section}/import/commit): the services check every row first and answer
 * 422 with a line per bad row (row, field, message) when any fails, writing nothing; otherwise
 * they insert every record in one store transaction. Each record's id is a name-based UUID of
 * the company, the import id and the row, so a commit repeated after a lost answer (or a crash
 * during one) finds what it made and completes the import instead of doubling it.
 */

export const IMPORT_STAGING_SECTION = 'Imports/Staged';
/** Rows per batch the page sends; 1,000 product rows are well under the 1 MB body limit. */
export const IMPORT_BATCH_ROWS = 1000;

/** One row as the page read it: its row number in the file and its typed fields. */
export type ImportRow = { row: number; fields: Record<string, unknown> };

/** Why one row cannot be imported. */
export type ImportRowError = { row: number; field: string; message: string };

export type ImportPlan = {
  writes: RecordWrite[];
  errors: ImportRowError[];
  /** Completes a record inside the import's transaction (numbers and prices an order), only when it is new. */
  finish?: (tx: Store, write: RecordWrite) => Promise<RecordWrite>;
};

export type ImportKind = 'products' | 'customers' | 'customer-orders';

export type ImportContext = { store: Store; owner: string; importID: string; now: Date };

/** The importing entity of each kind (its section, permission and schema). */
export const IMPORT_ENTITIES: Readonly<Record<ImportKind, string>> = {
  products: 'products',
  customers: 'customers',
  'customer-orders': 'customer-orders',
};

/**
 * The id a row's record gets: the same for the same company, import and row, every time.
 * @example importRecordId('comp1', 'imp-1', 'product', 7) === importRecordId('comp1', 'imp-1', 'product', 7) // true
 */
export function importRecordId(owner: string, importID: string, what: string, row: number | string): string {
  return nameUuid(`import:${owner}:${importID}:${what}:${row}`);
}

function schemaErrors(entity: EntityDefinition, row: number, data: Record<string, unknown>): ImportRowError[] {
  const result = v.safeParse(entity.schema, data);
  if (result.success) return [];
  return result.issues.map((issue) => ({ row, field: v.getDotPath(issue) ?? '', message: issue.message }));
}

function write(entity: EntityDefinition, owner: string, data: Record<string, unknown> & { id: string }): RecordWrite {
  return { section: entity.section, id: data.id, companyAccountID: owner, parties: partiesOf(entity, data, owner), isInactive: false, data };
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function planProducts(rows: readonly ImportRow[], context: ImportContext): ImportPlan {
  const products = entityByName('products');
  const plan: ImportPlan = { writes: [], errors: [] };
  for (const { row, fields } of rows) {
    const data = {
      ...fields,
      id: importRecordId(context.owner, context.importID, 'product', row),
      productName: textOf(fields.productName),
      taxType: fields.taxType === 'GST' ? 'GST' : null,
      companyAccountID: context.owner,
    };
    const errors = data.productName === null ? [{ row, field: 'productName', message: 'Field is required' }] : schemaErrors(products, row, data);
    if (errors.length > 0) plan.errors.push(...errors);
    else plan.writes.push(write(products, context.owner, data));
  }
  return plan;
}

const ADDRESS_FIELDS = ['addressLineOne', 'streetNumber', 'streetName', 'suburb', 'state', 'postcode'] as const;

function planCustomers(rows: readonly ImportRow[], context: ImportContext): ImportPlan {
  const customers = entityByName('customers');
  const locations = entityByName('locations');
  const plan: ImportPlan = { writes: [], errors: [] };
  for (const { row, fields } of rows) {
    const companyName = textOf(fields.companyName);
    const hasPlace = ADDRESS_FIELDS.some((field) => textOf(fields[field]) !== null) || typeof fields.lat === 'number';
    const location = hasPlace
      ? {
          id: importRecordId(context.owner, context.importID, 'location', row),
          locationName: companyName,
          companyAccountID: context.owner,
          ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textOf(fields[field])])),
          lat: typeof fields.lat === 'number' ? fields.lat : null,
          lng: typeof fields.lng === 'number' ? fields.lng : null,
        }
      : null;
    const customer = {
      id: importRecordId(context.owner, context.importID, 'customer', row),
      companyName,
      email: textOf(fields.email),
      phoneNumber: textOf(fields.phoneNumber),
      locationID: location?.id ?? null,
      sellerID: context.owner,
      isCustomerOrderingEnabled: true,
    };
    const errors = [
      ...(companyName === null ? [{ row, field: 'companyName', message: 'Field is required' }] : []),
      ...(location === null ? [] : schemaErrors(locations, row, location)),
      ...schemaErrors(customers, row, customer),
    ];
    if (errors.length > 0) {
      plan.errors.push(...errors);
      continue;
    }
    if (location !== null) plan.writes.push(write(locations, context.owner, location));
    plan.writes.push(write(customers, context.owner, customer));
  }
  return plan;
}

/**
 * The records an import makes from its rows, or the errors of its bad rows.
 * @example await planImport('products', rows, context) // { writes: [...], errors: [] }
 */
export async function planImport(kind: ImportKind, rows: readonly ImportRow[], context: ImportContext): Promise<ImportPlan> {
  if (kind === 'products') return planProducts(rows, context);
  if (kind === 'customers') return planCustomers(rows, context);
  return planCustomerOrders(rows, context);
}

export type ImportOutcome = { ok: true; created: number; existing: number } | { ok: false; errors: ImportRowError[] };

/**
 * Applies an import all or none: every row is checked first, then all records are inserted in
 * one transaction. Records already there (a repeated commit) count as existing.
 * @example await applyImport('products', rows, { store, owner: 'comp1', importID, now }) // { ok: true, created: 4998, existing: 0 }
 */
export async function applyImport(kind: ImportKind, rows: readonly ImportRow[], context: ImportContext): Promise<ImportOutcome> {
  const plan = await planImport(kind, rows, context);
  if (plan.errors.length > 0) return { ok: false, errors: plan.errors.sort((a, b) => a.row - b.row) };
  return context.store.transaction(async (tx) => {
    let created = 0;
    let existing = 0;
    for (const planned of plan.writes) {
      const stored = plan.finish === undefined ? null : await tx.get(planned.section, planned.id);
      const record = plan.finish === undefined || stored !== null ? planned : await plan.finish(tx, planned);
      const result = await tx.insert(record);
      if (result.ok) created += 1;
      else if (result.existing.section === record.section) existing += 1;
      else throw new HttpProblem(409, `Record id ${record.id} is already in use`);
    }
    return { ok: true as const, created, existing };
  });
}

function stagingId(owner: string, importID: string, batch: number): string {
  return `import-batch:${owner}:${importID}:${batch}`;
}

function importIdOf(body: Record<string, unknown>): string {
  const importID = body.importID;
  if (typeof importID !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(importID)) throw new HttpProblem(422, 'importID must be 8 to 64 letters, digits or hyphens');
  return importID;
}

function rowsOf(value: unknown): ImportRow[] {
  if (!Array.isArray(value)) throw new HttpProblem(422, 'rows must be a list');
  return value.map((entry) => {
    if (!isObject(entry) || typeof entry.row !== 'number' || !isObject(entry.fields)) throw new HttpProblem(422, 'Each row needs its row number and fields');
    return { row: entry.row, fields: entry.fields };
  });
}

/**
 * The import calls of products, customers and customer orders: {section}/import/batch and
 * {section}/import/commit, with the section's edit permission.
 */
export function registerImportRoutes(app: Hono, deps: SectionDeps, clock: () => Date = () => new Date()): void {
  const actor = createActorResolver(deps);
  for (const kind of Object.keys(IMPORT_ENTITIES) as ImportKind[]) {
    const entity = entityByName(IMPORT_ENTITIES[kind]);
    const base = `${sectionBasePath(entity, deps.bases)}/import`;

    app.post(`${base}/batch`, async (c) => {
      const { company } = await actor(c, entity, 'edit');
      const body = await readJson(c.req.raw);
      if (!isObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
      const importID = importIdOf(body);
      const batch = body.batch;
      if (typeof batch !== 'number' || !Number.isInteger(batch) || batch < 0) throw new HttpProblem(422, 'batch must be a whole number from 0');
      const rows = rowsOf(body.rows);
      const id = stagingId(company, importID, batch);
      const stored = await deps.store.get(IMPORT_STAGING_SECTION, id);
      const data = { kind, importID, batch, rows };
      if (stored === null) await deps.store.insert({ section: IMPORT_STAGING_SECTION, id, companyAccountID: company, parties: [], isInactive: false, data });
      else {
        const { seq: _seq, rowVersion, ...row } = stored;
        await deps.store.update({ ...row, data }, rowVersion);
      }
      return c.json({ importID, batch, received: rows.length });
    });

    app.post(`${base}/commit`, async (c) => {
      const { company } = await actor(c, entity, 'edit');
      const body = await readJson(c.req.raw);
      if (!isObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
      const importID = importIdOf(body);
      const batches = body.batches;
      if (typeof batches !== 'number' || !Number.isInteger(batches) || batches < 1) throw new HttpProblem(422, 'batches must be a whole number from 1');
      const rows: ImportRow[] = [];
      for (let batch = 0; batch < batches; batch += 1) {
        const staged = await deps.store.get(IMPORT_STAGING_SECTION, stagingId(company, importID, batch));
        if (staged === null || staged.data.kind !== kind) throw new HttpProblem(409, `Batch ${batch + 1} of ${batches} has not arrived: send it again`, { missingBatch: batch });
        rows.push(...rowsOf(staged.data.rows));
      }
      const outcome = await applyImport(kind, rows, { store: deps.store, owner: company, importID, now: clock() });
      if (!outcome.ok) {
        const count = new Set(outcome.errors.map((error) => error.row)).size;
        throw new HttpProblem(422, `${count} ${count === 1 ? 'row' : 'rows'} cannot be imported: nothing was imported`, { errors: outcome.errors });
      }
      return c.json({ importID, rows: rows.length, created: outcome.created, existing: outcome.existing });
    });
  }
}

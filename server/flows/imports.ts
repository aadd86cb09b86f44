import type { Hono } from 'hono';
import { nameUuid } from '../../src/domain/name-uuid';
import {
  IMPORT_BATCH_ROWS,
  importTooLargeMessage,
  MAX_IMPORT_BATCHES,
  MAX_IMPORT_ROWS,
} from '../../src/domain/csv/import-limits';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { sectionBasePath } from '../../src/entities/derive/api-paths';
import { entityByName } from '../../src/entities/registry';
import { HttpProblem, type FieldError } from '../http/problem';
import {
  keepProtectedFields,
  partiesOf,
  readJson,
  validateRecord,
  withOwner,
} from '../sections/record-input';
import { createActorResolver, type SectionDeps } from '../sections/section-routes';
import type { RecordWrite, Store } from '../store/store';
import { planCustomerOrders } from './import-customer-orders';
import { readImportProgress, saveImportProgress } from './import-progress';
import { IMPORT_STAGING_SECTION } from './import-staging';
import { isJsonObject, trimmedOf } from '../../src/domain/unknown-values';

/**
 * Flow: CSV import ──▶ many records, all or none. The page sends the rows it read in batches
 * (POST {section}/import/batch, each under the 1 MB body limit, any order, again if lost; at most
 * MAX_IMPORT_ROWS rows in all), then commits (POST {section}/import/commit): the services check
 * every row first, exactly as a single write of the entity is checked (validateRecord: its
 * schema, its declared fields only, bounded text; no password, owner, protected field or sync
 * reference from the file), and answer 422 with a line per bad row (row, field, message) when
 * any fails, writing nothing. Otherwise they write the records in short steps (100 to 1,000 records),
 * one multi-row statement each, giving way to other requests between steps, so no import holds
 * the store (PGlite has one connection) for more than a moment; the page polls
 * {section}/import/progress meanwhile. Each record's id is a name-based UUID of the company,
 * the import id and the row, so a commit repeated after a lost answer, a crash or a lost
 * connection half-way finds what it made and completes the import, never doubling it: a checked
 * import always ends whole (see docs/design-notes.md, "CSV imports").
 */

export { IMPORT_BATCH_ROWS, MAX_IMPORT_ROWS };

export { IMPORT_STAGING_SECTION };

/**
 * How long one step of a commit aims to hold the store; the step's size follows it. A list call
 * is a few statements, each of which may wait for one step. On a quiet 2-core machine (50,000
 * products on PGlite, docs/benchmarks.md) 50 ms steps kept another company's longest wait at
 * 102 to 128 ms (20 ms steps: 85 to 93 ms) and the commit took 11 to 15 s instead of 15 to 19 s:
 * each step costs a statement, a commit and a turn besides its rows.
 */
export const IMPORT_STEP_MS = 50;

/**
 * One row as the page read it: its row number in the file and its typed fields. The fields are
 * JSON of the page's making, of whichever entity the import makes: validateRecord checks them
 * with that entity's schema (importedRecord).
 */
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

/** A row's record as validateRecord made it from the row: what the import writes. */
type ImportedData = RecordWrite['data'] & { id: string };

/**
 * A row's record as a single write of the entity would store it (validateRecord: the schema,
 * the declared fields only, bounded text, no password), with no protected field, no sync
 * reference (those are the sync calls' alone) and the importing company as owner; or the row's
 * errors.
 */
export function importedRecord(
  entity: EntityDefinition,
  row: number,
  data: ImportRow['fields'],
  owner: string,
): { ok: true; data: ImportedData } | { ok: false; errors: ImportRowError[] } {
  try {
    const checked = validateRecord(entity, data);
    const kept = withOwner(
      entity,
      keepProtectedFields(entity, { isGlobalAdmin: false }, checked, null),
      owner,
    );
    // A copy without the sync references, field by field: 50,000 rows of an import come here.
    const record: typeof kept & { id: string } = { id: checked.id };
    for (const field in kept) if (field !== 'externalReferences') record[field] = kept[field];
    return { ok: true, data: record };
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    const listed = Array.isArray(error.extra.errors) ? (error.extra.errors as FieldError[]) : [];
    const errors =
      listed.length > 0
        ? listed.map((entry) => ({ row, field: entry.field, message: entry.message }))
        : [{ row, field: '(record)', message: error.message }];
    return { ok: false, errors };
  }
}

function write(entity: EntityDefinition, owner: string, data: ImportedData): RecordWrite {
  return {
    section: entity.section,
    id: data.id,
    companyAccountID: owner,
    parties: partiesOf(entity, data, owner),
    isInactive: false,
    data,
  };
}

/** Lets other requests run (a timer, not a microtask: their I/O and queries get their turn). */
export function giveWay(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The longest an import's own work (reading its batches, checking rows) runs between turns given to other requests.
const TURN_MS = 10;

/**
 * A function that gives other requests a turn once `ms` have passed since the last one.
 * @example const turn = turns(10); for (const row of rows) { await turn(); check(row); }
 */
export function turns(ms = TURN_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < ms) return;
    await giveWay();
    since = performance.now();
  };
}

async function planProducts(rows: readonly ImportRow[], context: ImportContext): Promise<ImportPlan> {
  const products = entityByName('products');
  const plan: ImportPlan = { writes: [], errors: [] };
  const turn = turns();
  for (const { row, fields } of rows) {
    await turn();
    const productName = trimmedOf(fields.productName);
    if (productName === null) {
      plan.errors.push({ row, field: 'productName', message: 'Field is required' });
      continue;
    }
    const record = importedRecord(
      products,
      row,
      {
        ...fields,
        id: importRecordId(context.owner, context.importID, 'product', row),
        productName,
        taxType: fields.taxType === 'GST' ? 'GST' : null,
      },
      context.owner,
    );
    if (record.ok) plan.writes.push(write(products, context.owner, record.data));
    else plan.errors.push(...record.errors);
  }
  return plan;
}

const ADDRESS_FIELDS = [
  'addressLineOne',
  'streetNumber',
  'streetName',
  'suburb',
  'state',
  'postcode',
] as const;

async function planCustomers(rows: readonly ImportRow[], context: ImportContext): Promise<ImportPlan> {
  const customers = entityByName('customers');
  const locations = entityByName('locations');
  const plan: ImportPlan = { writes: [], errors: [] };
  const turn = turns();
  for (const { row, fields } of rows) {
    await turn();
    const companyName = trimmedOf(fields.companyName);
    const hasPlace =
      ADDRESS_FIELDS.some((field) => trimmedOf(fields[field]) !== null) || typeof fields.lat === 'number';
    const location = hasPlace
      ? importedRecord(
          locations,
          row,
          {
            id: importRecordId(context.owner, context.importID, 'location', row),
            locationName: companyName,
            ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, trimmedOf(fields[field])])),
            lat: typeof fields.lat === 'number' ? fields.lat : null,
            lng: typeof fields.lng === 'number' ? fields.lng : null,
          },
          context.owner,
        )
      : null;
    const customer = importedRecord(
      customers,
      row,
      {
        id: importRecordId(context.owner, context.importID, 'customer', row),
        companyName,
        email: trimmedOf(fields.email),
        phoneNumber: trimmedOf(fields.phoneNumber),
        locationID: location?.ok === true ? location.data.id : null,
        sellerID: context.owner,
        isCustomerOrderingEnabled: true,
      },
      context.owner,
    );
    const errors = [
      ...(companyName === null ? [{ row, field: 'companyName', message: 'Field is required' }] : []),
      ...(location === null || location.ok ? [] : location.errors),
      ...(customer.ok ? [] : customer.errors),
    ];
    if (errors.length > 0 || !customer.ok) {
      plan.errors.push(...errors);
      continue;
    }
    if (location !== null && location.ok) plan.writes.push(write(locations, context.owner, location.data));
    plan.writes.push(write(customers, context.owner, customer.data));
  }
  return plan;
}

/**
 * The records an import makes from its rows, or the errors of its bad rows.
 * @example await planImport('products', rows, context) // { writes: [...], errors: [] }
 */
export async function planImport(
  kind: ImportKind,
  rows: readonly ImportRow[],
  context: ImportContext,
): Promise<ImportPlan> {
  if (rows.length > MAX_IMPORT_ROWS)
    throw new HttpProblem(422, importTooLargeMessage(rows.length), { maxRows: MAX_IMPORT_ROWS });
  if (kind === 'products') return planProducts(rows, context);
  if (kind === 'customers') return planCustomers(rows, context);
  return planCustomerOrders(rows, context);
}

export type ImportOutcome =
  { ok: true; created: number; existing: number } | { ok: false; errors: ImportRowError[] };

export type ApplyOptions = {
  /** Told after each step: records written (or found) so far, of all. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /** How long one step aims to hold the store (IMPORT_STEP_MS). */
  stepMs?: number;
};

// A step's records: from 100 to 1,000, at most twice the last step's: one fast step (rows
// already there) must not make the next one long. A step costs a statement, a commit and a turn
// besides its rows: 10,000 products on PGlite took 45 % more CPU in steps of 50 than of 200, and
// on a busy machine (whose wall time stretches every step) a floor of 50 made every step that
// small; 100 products take about 20 ms on an idle one. While this process waits for a core no
// other request of it runs either, so a step stretched by other processes holds no one back.
// The memory store (training mode) writes 1,000 in a few ms.
const MIN_STEP = 100;
const MAX_STEP = 1_000;
const FIRST_STEP = 100;

/**
 * Applies an import all or none: every row is checked first, and one bad row writes nothing;
 * then the records are written in steps, each a short statement (insertMany) or, for records
 * the services complete one by one (an order numbered and priced), a short transaction, with a
 * turn for other requests between steps. A step's size follows how long the last one took, so
 * a step holds the store about `stepMs` on any machine. A record already there (a repeated
 * commit, or one that stopped half-way) counts as existing; an id another record holds is a 409.
 * @example await applyImport('products', rows, { store, owner: 'comp1', importID, now }) // { ok: true, created: 4998, existing: 0 }
 */
export async function applyImport(
  kind: ImportKind,
  rows: readonly ImportRow[],
  context: ImportContext,
  options: ApplyOptions = {},
): Promise<ImportOutcome> {
  const plan = await planImport(kind, rows, context);
  if (plan.errors.length > 0) return { ok: false, errors: plan.errors.sort((a, b) => a.row - b.row) };
  const { store } = context;
  const target = options.stepMs ?? IMPORT_STEP_MS;
  const total = plan.writes.length;
  let created = 0;
  let existing = 0;
  let size = FIRST_STEP;
  await options.onProgress?.(0, total);
  for (let start = 0; start < total;) {
    const step = plan.writes.slice(start, start + size);
    const began = performance.now();
    const finish = plan.finish;
    const results =
      finish === undefined
        ? await store.insertMany(step)
        : await store.transaction(async (tx) => {
            const made = [];
            for (const planned of step) {
              const stored = await tx.get(planned.section, planned.id);
              made.push(await tx.insert(stored === null ? await finish(tx, planned) : planned));
            }
            return made;
          });
    for (const [index, result] of results.entries()) {
      if (result.ok) created += 1;
      else if (
        result.existing.section === step[index]?.section &&
        result.existing.companyAccountID === context.owner
      )
        existing += 1;
      else
        throw new HttpProblem(
          409,
          `Record id ${result.existing.id} is already in use: nothing after row ${start + index + 1} of ${total} was imported`,
        );
    }
    start += step.length;
    const took = Math.max(1, performance.now() - began);
    size = Math.min(MAX_STEP, step.length * 2, Math.max(MIN_STEP, Math.round((step.length * target) / took)));
    await options.onProgress?.(start, total);
    if (start < total) await giveWay();
  }
  return { ok: true, created, existing };
}

function stagingId(owner: string, importID: string, batch: number): string {
  return `import-batch:${owner}:${importID}:${batch}`;
}

function importIdOf(importID: unknown): string {
  if (typeof importID !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(importID))
    throw new HttpProblem(422, 'importID must be 8 to 64 letters, digits or hyphens');
  return importID;
}

function rowsOf(value: unknown): ImportRow[] {
  if (!Array.isArray(value)) throw new HttpProblem(422, 'rows must be a list');
  return value.map((entry) => {
    if (!isJsonObject(entry) || typeof entry.row !== 'number' || !isJsonObject(entry.fields))
      throw new HttpProblem(422, 'Each row needs its row number and fields');
    return { row: entry.row, fields: entry.fields };
  });
}

// How often a running commit records its progress for the page.
const PROGRESS_EVERY_MS = 500;

/**
 * The import calls of products, customers and customer orders, with the section's edit
 * permission: {section}/import/batch, {section}/import/commit, and {section}/import/progress
 * (where a commit stands, for the page while it waits). A commit of an import already being
 * committed by this instance joins it instead of running twice.
 */
export function registerImportRoutes(
  app: Hono,
  deps: SectionDeps,
  clock: () => Date = () => new Date(),
): void {
  const actor = createActorResolver(deps);
  const running = new Map<string, Promise<ImportOutcome & { rows: number }>>();

  async function commit(
    kind: ImportKind,
    company: string,
    importID: string,
    batches: number,
  ): Promise<ImportOutcome & { rows: number }> {
    const rows: ImportRow[] = [];
    const turn = turns();
    for (let batch = 0; batch < batches; batch += 1) {
      await turn();
      const staged = await deps.store.get(IMPORT_STAGING_SECTION, stagingId(company, importID, batch));
      if (staged === null || staged.data.kind !== kind)
        throw new HttpProblem(409, `Batch ${batch + 1} of ${batches} has not arrived: send it again`, {
          missingBatch: batch,
        });
      rows.push(...rowsOf(staged.data.rows));
    }
    if (rows.length > MAX_IMPORT_ROWS)
      throw new HttpProblem(422, importTooLargeMessage(rows.length), { maxRows: MAX_IMPORT_ROWS });
    let saved = 0;
    const onProgress = async (done: number, total: number) => {
      if (done !== 0 && done !== total && performance.now() - saved < PROGRESS_EVERY_MS) return;
      saved = performance.now();
      await saveImportProgress(deps.store, IMPORT_STAGING_SECTION, company, {
        kind,
        importID,
        state: done === total ? 'done' : 'importing',
        done,
        total,
      });
    };
    const outcome = await applyImport(
      kind,
      rows,
      { store: deps.store, owner: company, importID, now: clock() },
      { onProgress },
    );
    return { ...outcome, rows: rows.length };
  }

  for (const kind of Object.keys(IMPORT_ENTITIES) as ImportKind[]) {
    const entity = entityByName(IMPORT_ENTITIES[kind]);
    const base = `${sectionBasePath(entity, deps.bases)}/import`;

    app.post(`${base}/batch`, async (c) => {
      const { company } = await actor(c, entity, 'edit');
      const body = await readJson(c.req.raw);
      if (!isJsonObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
      const importID = importIdOf(body.importID);
      const batch = body.batch;
      if (typeof batch !== 'number' || !Number.isInteger(batch) || batch < 0)
        throw new HttpProblem(422, 'batch must be a whole number from 0');
      const rows = rowsOf(body.rows);
      if (rows.length > IMPORT_BATCH_ROWS)
        throw new HttpProblem(
          422,
          `A batch holds at most ${IMPORT_BATCH_ROWS.toLocaleString('en-AU')} rows`,
          { maxRows: IMPORT_BATCH_ROWS },
        );
      if (batch >= MAX_IMPORT_BATCHES)
        throw new HttpProblem(422, importTooLargeMessage(), { maxRows: MAX_IMPORT_ROWS });
      const id = stagingId(company, importID, batch);
      const stored = await deps.store.get(IMPORT_STAGING_SECTION, id);
      const data = { kind, importID, batch, rows };
      if (stored === null)
        await deps.store.insert({
          section: IMPORT_STAGING_SECTION,
          id,
          companyAccountID: company,
          parties: [],
          isInactive: false,
          data,
        });
      else {
        const { seq: _seq, rowVersion, ...row } = stored;
        await deps.store.update({ ...row, data }, rowVersion);
      }
      return c.json({ importID, batch, received: rows.length });
    });

    app.post(`${base}/commit`, async (c) => {
      const { company } = await actor(c, entity, 'edit');
      const body = await readJson(c.req.raw);
      if (!isJsonObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
      const importID = importIdOf(body.importID);
      const batches = body.batches;
      if (typeof batches !== 'number' || !Number.isInteger(batches) || batches < 1)
        throw new HttpProblem(422, 'batches must be a whole number from 1');
      if (batches > MAX_IMPORT_BATCHES)
        throw new HttpProblem(422, importTooLargeMessage(), { maxRows: MAX_IMPORT_ROWS });
      const key = JSON.stringify([kind, company, importID, batches]);
      let job = running.get(key);
      if (job === undefined) {
        job = commit(kind, company, importID, batches).finally(() => running.delete(key));
        running.set(key, job);
      }
      const outcome = await job;
      if (!outcome.ok) {
        const count = new Set(outcome.errors.map((error) => error.row)).size;
        throw new HttpProblem(
          422,
          `${count} ${count === 1 ? 'row' : 'rows'} cannot be imported: nothing was imported`,
          { errors: outcome.errors },
        );
      }
      return c.json({ importID, rows: outcome.rows, created: outcome.created, existing: outcome.existing });
    });

    app.get(`${base}/progress`, async (c) => {
      const { company } = await actor(c, entity, 'edit');
      const importID = importIdOf(c.req.query('importID'));
      const progress = await readImportProgress(deps.store, IMPORT_STAGING_SECTION, company, importID);
      if (progress === null || progress.kind !== kind)
        throw new HttpProblem(404, 'This import has not started writing yet');
      return c.json({ importID, state: progress.state, done: progress.done, total: progress.total });
    });
  }
}

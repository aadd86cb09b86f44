import { isDelivered } from '../../src/domain/courier-billing';
import { derivedId } from '../../src/domain/derived-id';
import {
  countOf,
  isActionDue,
  nextActionRun,
  SCHEDULED_ACTION_ENTITIES,
  SCHEDULED_ACTION_HORIZON_MS,
} from '../../src/domain/scheduled-actions';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { entityByName } from '../../src/entities/registry';
import { HttpProblem } from '../http/problem';
import { withDocumentNumber } from '../sections/document-numbers';
import { partiesOf } from '../sections/record-input';
import { sectionReader } from '../sections/section-reader';
import type { RecordRow, RecordWrite, Store } from '../store/store';
import { COURIER_BILLABLE_ITEMS_SECTION } from './courier-terms';
import { billDelivery, MOVEMENT_SECTIONS } from './delivery-invoices';
import { FlowRetry } from './flow';
import { insertWithFlows, updateWithFlows, type FlowDeps } from './index';
import { PURCHASES_SECTION } from './order-seller';
import { standingOrderTimeZone } from './standing-orders';
import { textOf } from '../../src/domain/unknown-values';

/**
 * Scheduled actions (spec 01 §2: ordering, order invoicing, courier and courier invoicing
 * actions) run on the services on their schedules. A run finds every action switched on whose
 * next run has come, claims it, does what its kind says through the same flows a person's
 * action runs, and writes its last run and result on the action.
 *
 * Exactly once, as standing orders are kept (standing-orders.ts): the claim is a
 * rowVersion-checked update of the action that moves its next run on (the store's
 * compare-and-set, a row lock in PostgreSQL), so of two service processes sharing a database
 * one wins and the other finds the action changed and leaves it; and what the actions make
 * carries ids from the work (a derived invoice id, an item's invoiced mark, a delivery's
 * billed key), so even a repeated run makes nothing twice.
 */

export type ScheduledActionOutcome = { id: string; section: string; ok: boolean; result: string };

export type ScheduledActionsRun = {
  /** The actions this run ran, with what each did. */
  ran: ScheduledActionOutcome[];
  /** Due actions another run claimed first (or a person saved meanwhile: the next run takes them). */
  skipped: number;
};

/** What one action's kind is given to do its work. */
export type ActionContext = {
  store: Store;
  /** The action's company: the actions act for it alone. */
  company: string;
  action: RecordRow;
  now: Date;
  flows: FlowDeps;
};

/** One kind of action: does its work and answers the result in words. A throw is its failure. */
export type ActionKind = (context: ActionContext) => Promise<string>;

export type ScheduledActionDeps = {
  store: Store;
  now: Date;
  newId?: () => string;
};

const ATTEMPTS = 5;

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function writeOf(row: RecordRow, data: RecordWrite['data']): RecordWrite {
  return {
    section: row.section,
    id: row.id,
    companyAccountID: row.companyAccountID,
    parties: row.parties,
    isInactive: row.isInactive,
    data,
  };
}

// A flow's write that met another at the same moment is tried again a few times, as the routes do.
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof FlowRetry) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Confirm Orders: the seller's unconfirmed orders due within the next day are confirmed, making their consignments. */
const confirmOrders: ActionKind = async ({ store, company, now, flows }) => {
  const orders = entityByName('customer-orders');
  const { rows } = await sectionReader(store, orders).list(company, {
    conditions: [{ field: 'isConfirmed', op: 'ne', value: true }],
    includeInactive: false,
    includeCount: false,
  });
  const until = now.getTime() + SCHEDULED_ACTION_HORIZON_MS;
  let confirmed = 0;
  for (const row of rows) {
    if ((textOf(row.data.sellerID) ?? row.companyAccountID) !== company) continue;
    const due = dateOf(row.data.dueDate);
    if (due === null || due.getTime() > until) continue;
    const entity: EntityDefinition =
      row.section === PURCHASES_SECTION ? entityByName('purchase-orders') : orders;
    const data = { ...row.data, isConfirmed: true, confirmedOn: now.toISOString(), confirmedByUserID: null };
    // An order changed meanwhile (its buyer's edit) is left to the next run.
    const result = await updateWithFlows(
      flows,
      { entity, caller: null, company },
      row,
      writeOf(row, data),
      row.rowVersion,
    );
    if (result.ok) confirmed += 1;
  }
  return `Confirmed ${countOf(confirmed, 'order')} due within the next day.`;
};

/** How far back Invoice Delivered Orders looks before its last run: a delivery synced late still counts. */
const LATE_DELIVERY_MS = 7 * 86_400_000;

// The seller's delivered movements a run bills: its working sections' and, for a run after the
// archive period, the delivery archive's. Only copies archived since the window opened can hold
// a delivery inside it (a delivery is archived at least ARCHIVE_AFTER_DAYS after it is delivered),
// so the archive read stays as short as the window however long the archive grows.
async function deliveredMovements(store: Store, company: string, since: number | null): Promise<RecordRow[]> {
  const archive = entityByName('delivery-archives').section;
  const found: RecordRow[] = [];
  for (const section of [...MOVEMENT_SECTIONS, archive]) {
    const { rows } = await store.list(section, {
      visibleTo: company,
      conditions: [
        { field: 'deliveredOn', op: 'isNotEmpty' },
        ...(section === archive && since !== null
          ? [{ field: 'archivedOn', op: 'gte' as const, value: new Date(since).toISOString() }]
          : []),
      ],
      includeInactive: false,
      includeCount: false,
    });
    for (const row of rows) {
      const delivered = dateOf(row.data.deliveredOn);
      if (row.companyAccountID !== company || delivered === null) continue;
      if (since === null || delivered.getTime() >= since) found.push(row);
    }
  }
  return found;
}

/**
 * Invoice Delivered Orders: each delivery since the last run not billed yet is billed, by the
 * delivery invoices' own flow, including one the archiving job moved before the run came (an
 * archived copy bills under its working delivery's id, so it is never billed twice).
 */
const invoiceDeliveredOrders: ActionKind = async ({ store, company, action, now }) => {
  const lastRun = dateOf(action.data.previousRunOn);
  const since = lastRun === null ? null : lastRun.getTime() - LATE_DELIVERY_MS;
  let deliveries = 0;
  let invoices = 0;
  for (const row of await deliveredMovements(store, company, since)) {
    const written = await retried(() =>
      store.transaction((tx) =>
        billDelivery({ store: tx, clock: () => now }, row, ['Delivered', 'Scheduled']),
      ),
    );
    if (written > 0) {
      deliveries += 1;
      invoices += written;
    }
  }
  return `Invoiced ${countOf(deliveries, 'delivery', 'deliveries')} on ${countOf(invoices, 'invoice')}.`;
};

/** Accept Courier Orders: the courier orders requested of this courier company are accepted, as its Accept does. */
const acceptCourierOrders: ActionKind = async ({ store, company, now, flows }) => {
  const entity = entityByName('courier-orders');
  const { rows } = await store.list(entity.section, {
    visibleTo: company,
    conditions: [{ field: 'courierID', op: 'eq', value: company }],
    includeInactive: false,
    includeCount: false,
  });
  let accepted = 0;
  for (const row of rows) {
    const status = row.data.courierOrderStatus;
    if (status === 'Accepted' || status === 'Declined' || isDelivered(row.data)) continue;
    const data = {
      ...row.data,
      courierOrderStatus: 'Accepted',
      answeredOn: now.toISOString(),
      answeredByUserID: null,
    };
    const result = await updateWithFlows(
      flows,
      { entity, caller: null, company },
      row,
      writeOf(row, data),
      row.rowVersion,
    );
    if (result.ok) accepted += 1;
  }
  return `Accepted ${countOf(accepted, 'courier order')}.`;
};

/** Invoice Billable Items: one courier invoice per client with items not invoiced yet, by the courier invoices' own flow. */
const invoiceBillableItems: ActionKind = async ({ store, company, action, now, flows }) => {
  const entity = entityByName('courier-invoices');
  const { rows } = await store.list(COURIER_BILLABLE_ITEMS_SECTION, {
    visibleTo: company,
    conditions: [],
    includeInactive: false,
    includeCount: false,
  });
  const clients = [
    ...new Set(
      rows
        .filter((row) => row.companyAccountID === company && row.data.isInvoiced !== true)
        .map((row) => textOf(row.data.buyerID)),
    ),
  ];
  let made = 0;
  for (const client of clients) {
    if (client === null || client === company) continue;
    // One invoice per client and run, whichever process makes it.
    const id = derivedId(company, 'scheduled-courier-invoice', action.id, client, now.toISOString());
    if ((await store.get(entity.section, id)) !== null) continue;
    const data = await withDocumentNumber(
      store,
      entity,
      { id, buyerID: client, sellerID: company, issuedOn: now.toISOString() },
      company,
      null,
    );
    try {
      const write: RecordWrite = {
        section: entity.section,
        id,
        companyAccountID: company,
        parties: partiesOf(entity, data, company),
        isInactive: false,
        data,
      };
      const result = await insertWithFlows(flows, { entity, caller: null, company }, write);
      if (result.ok) made += 1;
    } catch (error) {
      // Another run took the items meanwhile: nothing is left to invoice to that client.
      if (!(error instanceof HttpProblem && error.extra.reason === 'NothingToInvoice')) throw error;
    }
  }
  return `Made ${countOf(made, 'courier invoice')}.`;
};

/** What each kind of action does. */
export const ACTION_KINDS: Readonly<Record<string, ActionKind>> = {
  'Confirm Orders': confirmOrders,
  'Invoice Delivered Orders': invoiceDeliveredOrders,
  'Accept Courier Orders': acceptCourierOrders,
  'Invoice Billable Items': invoiceBillableItems,
};

// Claims a due action: moves its next run on and stamps the run's start, only if nobody changed it since it was read.
async function claim(store: Store, row: RecordRow, now: Date, timeZone: string): Promise<RecordRow | null> {
  const next = nextActionRun(row.data, now, timeZone);
  const data = {
    ...row.data,
    nextAttentionDate: next?.toISOString() ?? null,
    previousRunOn: textOf(row.data.lastRunOn),
    lastRunOn: now.toISOString(),
    lastResult: 'Running…',
  };
  const result = await store.update(writeOf(row, data), row.rowVersion);
  return result.ok ? result.row : null;
}

// Writes the run's result on the action, keeping whatever a person saved on it meanwhile.
async function recordResult(store: Store, claimed: RecordRow, result: string): Promise<void> {
  let current: RecordRow | null = claimed;
  for (let attempt = 0; attempt < ATTEMPTS && current !== null; attempt += 1) {
    const written = await store.update(
      writeOf(current, { ...current.data, lastResult: result }),
      current.rowVersion,
    );
    if (written.ok) return;
    current = written.current;
  }
}

/**
 * Runs every scheduled action that is due at `now`, each once, whichever process gets to it
 * first; a failing action records its failure as its last result and stays scheduled.
 * @example await runScheduledActions({ store, now: new Date() }) // { ran: [{ id: 'act-1', ok: true, result: 'Confirmed 2 orders due within the next day.' }], skipped: 0 }
 */
export async function runScheduledActions(deps: ScheduledActionDeps): Promise<ScheduledActionsRun> {
  const run: ScheduledActionsRun = { ran: [], skipped: 0 };
  const zones = new Map<string, string>();
  const flows: FlowDeps = {
    store: deps.store,
    clock: () => deps.now,
    newId: deps.newId ?? (() => crypto.randomUUID()),
  };
  for (const name of SCHEDULED_ACTION_ENTITIES) {
    const { section } = entityByName(name);
    const { rows } = await deps.store.list(section, {
      visibleTo: null,
      conditions: [{ field: 'isOn', op: 'eq', value: true }],
      includeInactive: false,
      includeCount: false,
    });
    for (const row of rows) {
      if (!isActionDue(row.data, deps.now)) continue;
      const claimed = await claim(
        deps.store,
        row,
        deps.now,
        await standingOrderTimeZone(deps.store, row, zones),
      );
      if (claimed === null) {
        run.skipped += 1;
        continue;
      }
      const kind = ACTION_KINDS[String(row.data.actionType ?? '')];
      let outcome: ScheduledActionOutcome;
      try {
        if (kind === undefined)
          throw new Error(`${entityByName(name).label} do not run '${String(row.data.actionType ?? '')}'.`);
        const result = await kind({
          store: deps.store,
          company: row.companyAccountID,
          action: claimed,
          now: deps.now,
          flows,
        });
        outcome = { id: row.id, section, ok: true, result };
      } catch (error) {
        outcome = {
          id: row.id,
          section,
          ok: false,
          result: `Failed: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      await recordResult(deps.store, claimed, outcome.result);
      run.ran.push(outcome);
    }
  }
  return run;
}

/**
 * Flows: what one write causes in other records (ARCHITECTURE.md, "Flows of goods and money").
 *
 * The pattern:
 * - One module per flow in this folder, exporting a `Flow`: the sections whose writes start it
 *   and `run(context)`, a function of the triggering write (before and after rows, caller,
 *   company, clock, newId) and of what it reads through `context.store`.
 * - The section routes write every record through `insertWithFlows` / `updateWithFlows`: the
 *   write and the flows of its section run in ONE store transaction. So a flow happens exactly
 *   once per write: a retried post with the same client id is answered with the record already
 *   made and runs nothing, and a refused flow (an HttpProblem) rolls the write back with it.
 * - A flow changes other records with `updateOrRetry` / `insertOrRetry` (flow.ts): when one of
 *   them changed at the same moment (two pickers taking the last units), the whole write is
 *   tried again, and then sees the other's result.
 * - Flows write through the store, never through the routes, so they do not start other flows;
 *   records the services make reach clients by the normal pull.
 * - The same code runs in training mode: mocks/ serves the same app over the memory store.
 *
 * To add one: write `server/flows/<name>.ts` exporting a Flow, add it to FLOWS below, and test
 * it through the REST calls (tests/contract) so it holds on every store.
 */
import type { EntityDefinition } from '../../src/entities/entity-definition';
import type { Caller } from '../http/caller';
import type { InsertResult, RecordRow, RecordWrite, Store, UpdateResult } from '../store/store';
import { HttpProblem } from '../http/problem';
import { FlowRetry, type Flow } from './flow';
import { batchProductionFlow } from './batch-production';
import { consignmentPicksFlow } from './consignment-picks';
import { courierBillableItemsFlow, courierBillableItemsReadOnlyFlow } from './courier-billable-items';
import { clientBillableItemsFlow, clientBillableItemsReadOnlyFlow } from './client-billable-items';
import { clientInvoicesFlow, courierInvoicesFlow } from './courier-invoices';
import { deliveryInvoicesFlow, dispatchInvoicesFlow, invoiceTotalsFlow } from './delivery-invoices';
import { orderConsignmentsFlow } from './order-consignments';
import { orderFulfillerFlow } from './order-fulfiller';
import { receivalStockFlow } from './receival-stock';
import { stockImportsFlow } from './stock-imports';
import { subscriptionInvoicesReadOnlyFlow } from './subscription-invoices';
import { stockItemsReadOnlyFlow, stockLedgerFlow } from './stock-ledger';
import { trackedItemsRecountFlow } from './tracked-recount';
import { transferArrivalsFlow } from './transfer-arrivals';
import { movementTemperatureFlow } from './movement-temperature';
import { notificationsFlow } from './notifications';
import { standingOrderAttentionFlow } from './standing-order-attention';
import { scheduledActionNextRunFlow } from './scheduled-action-next-run';
import { supplyLineRestockFlow } from './supply-line-restock';

export { FlowRetry, type Flow, type FlowContext } from './flow';

/** Every flow, in the order they run for one write. */
export const FLOWS: readonly Flow[] = [
  supplyLineRestockFlow,
  stockLedgerFlow,
  stockItemsReadOnlyFlow,
  consignmentPicksFlow,
  orderFulfillerFlow,
  orderConsignmentsFlow,
  batchProductionFlow,
  transferArrivalsFlow,
  stockImportsFlow,
  trackedItemsRecountFlow,
  movementTemperatureFlow,
  courierBillableItemsFlow,
  courierBillableItemsReadOnlyFlow,
  courierInvoicesFlow,
  receivalStockFlow,
  clientBillableItemsFlow,
  clientBillableItemsReadOnlyFlow,
  clientInvoicesFlow,
  deliveryInvoicesFlow,
  dispatchInvoicesFlow,
  invoiceTotalsFlow,
  subscriptionInvoicesReadOnlyFlow,
  standingOrderAttentionFlow,
  scheduledActionNextRunFlow,
  notificationsFlow,
];

/** How often a write is tried when its flows clash with another write. */
const ATTEMPTS = 8;

export type FlowDeps = { store: Store; clock: () => Date; newId: () => string; flows?: readonly Flow[] };

/** Who writes, as the routes know it. */
export type FlowWriter = { entity: EntityDefinition; caller: Caller | null; company: string };

// Runs the section's flows in order; a flow that stamps the record hands the next one the stamped row.
async function runFlows(
  deps: FlowDeps,
  tx: Store,
  writer: FlowWriter,
  before: RecordRow | null,
  written: RecordRow,
): Promise<RecordRow> {
  let after = written;
  for (const flow of deps.flows ?? FLOWS) {
    if (!flow.sections.includes(after.section)) continue;
    const stamped = await flow.run({
      store: tx,
      entity: writer.entity,
      before,
      after,
      caller: writer.caller,
      company: writer.company,
      clock: deps.clock,
      newId: deps.newId,
    });
    if (stamped) after = stamped;
  }
  return after;
}

async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof FlowRetry)) throw error;
      // Still clashing after every attempt: busy for a moment, not broken. A 503 (never a 500,
      // which is logged as the server's fault) that the sync engine retries after a back-off.
      if (attempt >= ATTEMPTS)
        throw new HttpProblem(503, `${error.message} too often: try again in a moment`, { reason: 'Busy' });
    }
  }
}

/** Inserts a record and runs its section's flows, all in one transaction. */
export function insertWithFlows(
  deps: FlowDeps,
  writer: FlowWriter,
  write: RecordWrite,
): Promise<InsertResult> {
  return withRetries(() =>
    deps.store.transaction(async (tx) => {
      const result = await tx.insert(write);
      return result.ok
        ? { ok: true as const, row: await runFlows(deps, tx, writer, null, result.row) }
        : result;
    }),
  );
}

/** Updates a record (rowVersion-checked) and runs its section's flows, all in one transaction. */
export function updateWithFlows(
  deps: FlowDeps,
  writer: FlowWriter,
  before: RecordRow,
  write: RecordWrite,
  expectedRowVersion: number,
): Promise<UpdateResult> {
  return withRetries(() =>
    deps.store.transaction(async (tx) => {
      const result = await tx.update(write, expectedRowVersion);
      return result.ok
        ? { ok: true as const, row: await runFlows(deps, tx, writer, before, result.row) }
        : result;
    }),
  );
}

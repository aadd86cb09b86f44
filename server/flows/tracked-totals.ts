import {
  TRACKED_FIELDS,
  TRACKED_SECTIONS,
  trackedChange,
  trackedItemFields,
  type TrackedSource,
} from '../../src/domain/tracked-totals';
import type { InsertResult, RecordWrite, Store, UpdateResult } from '../store/store';
import { FlowRetry, insertOrRetry, updateOrRetry } from './flow';
import { findTrackedItem, TRACKED_ITEMS_SECTION, trackedItemID } from './stock-ledger';
import { numberOf } from '../../src/domain/unknown-values';

/**
 * Adds what one write changed (the record after less before) to the stock tracked items it
 * touches, inside the write's transaction.
 */
export async function applyTrackedChange(
  store: Store,
  before: TrackedSource | null,
  after: TrackedSource,
): Promise<void> {
  for (const change of trackedChange(before, after)) {
    const { companyAccountID: owner, locationID, productID } = change;
    const current = await findTrackedItem(store, owner, locationID, productID);
    if (current === null) {
      await insertOrRetry(store, {
        section: TRACKED_ITEMS_SECTION,
        id: trackedItemID(owner, locationID, productID),
        companyAccountID: owner,
        data: { companyAccountID: owner, locationID, productID, ...trackedItemFields(change.totals) },
      });
      continue;
    }
    const totals = { ...change.totals };
    for (const field of TRACKED_FIELDS)
      totals[field] = (numberOf(current.data[field]) ?? 0) + change.totals[field];
    await updateOrRetry(store, current, { ...current.data, ...trackedItemFields(totals) });
  }
}

// Every call but the record writes and transactions, passed straight through to `store`.
function readsAndAccounts(store: Store): Omit<Store, 'insert' | 'insertMany' | 'update' | 'transaction'> {
  return {
    list: (section, query) => store.list(section, query),
    get: (section, id) => store.get(section, id),
    changes: (section, visibleTo, afterSeq, limit, filter) =>
      store.changes(section, visibleTo, afterSeq, limit, filter),
    lastSeq: (section) => store.lastSeq(section),
    nextNumber: (request) => store.nextNumber(request),
    findCredential: (userName) => store.findCredential(userName),
    saveCredential: (credential, options) => store.saveCredential(credential, options),
    removeCredentials: (companyAccountID) => store.removeCredentials(companyAccountID),
    saveCode: (code) => store.saveCode(code),
    takeCode: (code) => store.takeCode(code),
    attemptCounts: (keys) => store.attemptCounts(keys),
    countFailures: (keys, rule, at) => store.countFailures(keys, rule, at),
    clearAttempts: (key) => store.clearAttempts(key),
    familiarSince: (key) => store.familiarSince(key),
    rememberFamiliar: (key, at, keepMs) => store.rememberFamiliar(key, at, keepMs),
    close: () => store.close(),
  };
}

const isTracked = (section: string): boolean => TRACKED_SECTIONS.includes(section);

// A store inside a transaction whose writes of stock items, consignments and purchase orders also move the tracked totals.
function trackingIn(tx: Store): Store {
  const tracking: Store = {
    ...readsAndAccounts(tx),
    transaction: (work) => tx.transaction((inner) => work(trackingIn(inner))),
    async insert(write: RecordWrite): Promise<InsertResult> {
      const result = await tx.insert(write);
      if (result.ok && isTracked(write.section)) await applyTrackedChange(tx, null, result.row);
      return result;
    },
    async insertMany(writes: readonly RecordWrite[]): Promise<InsertResult[]> {
      if (!writes.some((write) => isTracked(write.section))) return tx.insertMany(writes);
      const results: InsertResult[] = [];
      for (const write of writes) results.push(await tracking.insert(write));
      return results;
    },
    async update(write: RecordWrite, expectedRowVersion: number): Promise<UpdateResult> {
      if (!isTracked(write.section)) return tx.update(write, expectedRowVersion);
      const before = await tx.get(write.section, write.id);
      const result = await tx.update(write, expectedRowVersion);
      if (!result.ok) return result;
      // The version read is the one replaced only when it carries the expected rowVersion.
      if (before === null || before.rowVersion !== expectedRowVersion)
        throw new FlowRetry(`${write.section} ${write.id}`);
      await applyTrackedChange(tx, before, result.row);
      return result;
    },
  };
  return tracking;
}

const TRACKING = Symbol('tracked totals');

/**
 * The store the services write through: every write of a stock item, consignment or purchase order, by a
 * route, a flow, the scheduler, an import or the seed, moves the stock tracked items
 * (inStock, onRequest, consigned, onOrder) by what it changed, in the same transaction, so each write
 * counts exactly once and the totals always equal a recount of the records. Wrapping twice
 * is wrapping once.
 * @example const store = withTrackedTotals(createMemoryStore());
 */
export function withTrackedTotals(store: Store): Store {
  if (TRACKING in store) return store;
  const wrapped: Store & { [TRACKING]: true } = {
    [TRACKING]: true,
    ...readsAndAccounts(store),
    transaction: (work) => store.transaction((tx) => work(trackingIn(tx))),
    insert: (write) =>
      isTracked(write.section)
        ? store.transaction((tx) => trackingIn(tx).insert(write))
        : store.insert(write),
    insertMany: (writes) =>
      writes.some((write) => isTracked(write.section))
        ? store.transaction((tx) => trackingIn(tx).insertMany(writes))
        : store.insertMany(writes),
    update: (write, expected) =>
      isTracked(write.section)
        ? store.transaction((tx) => trackingIn(tx).update(write, expected))
        : store.update(write, expected),
  };
  return wrapped;
}

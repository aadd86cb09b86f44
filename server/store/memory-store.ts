import { documentNumberValue, nextDocumentNumber } from '../../src/domain/document-number';
import { matchesConditions } from '../../src/domain/query-conditions';
import { recordOf } from '../sections/record-view';
import { compareRecords } from '../../src/domain/record-sort';
import { matchesSearch } from '../../src/domain/record-search';
import {
  numberCounterKey,
  matchesChangeFilter,
  type ChangeFilter,
  formerParty,
  type AuthCode,
  type Credential,
  type InsertResult,
  type ListPosition,
  type ListQuery,
  type ListResult,
  type NumberRequest,
  type RecordRow,
  type RecordWrite,
  type SortOrder,
  type Store,
  type UpdateResult,
} from './store';
import type { AnyRecord } from '../../src/domain/unknown-values';
import { memoryAttemptCounts } from './attempt-counts';

/** One write of a section: the row's seq and id. An entry is live while the row still has that seq. */
type LogEntry = { seq: number; id: string };

type State = {
  records: Map<string, RecordRow>;
  credentials: Map<string, Credential>;
  codes: Map<string, AuthCode>;
  seq: number;
  /**
   * Each section's writes in seq order (append-only), so `changes` reads one page instead of
   * sorting every row, and `list` visits only its section. Shared by a transaction's snapshot:
   * a rollback cuts the logs back to their lengths before it.
   */
  logs: Map<string, LogEntry[]>;
  /** The last document number given, by section, company, field and prefix. */
  numbers: Map<string, number>;
};

/**
 * What a transaction changed, to undo on rollback: each map entry's value before its first
 * change (undefined when it had none), and the seq. Journalling the few keys a write touches
 * keeps a transaction's cost independent of the store's size (copying the maps cost every
 * write a pass over every record).
 */
type Journal = { entries: Map<Map<string, unknown>, Map<string, unknown>>; seq: number };

function rollBack(state: State, journal: Journal): void {
  for (const [map, before] of journal.entries) {
    for (const [key, value] of before) {
      if (value === undefined) map.delete(key);
      else map.set(key, value);
    }
  }
  state.seq = journal.seq;
}

function appendLog(state: State, row: RecordRow): void {
  let log = state.logs.get(row.section);
  if (log === undefined) {
    log = [];
    state.logs.set(row.section, log);
  }
  log.push({ seq: row.seq, id: row.id });
}

// Index of the first log entry with a seq above `afterSeq` (the log is in seq order).
function firstAfter(log: readonly LogEntry[], afterSeq: number): number {
  let low = 0;
  let high = log.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((log[middle]?.seq ?? 0) > afterSeq) high = middle;
    else low = middle + 1;
  }
  return low;
}

// The section's current rows, each once (its latest log entry).
function* sectionRows(state: State, section: string, from = 0): Generator<RecordRow> {
  const log = state.logs.get(section) ?? [];
  for (let index = from; index < log.length; index += 1) {
    const entry = log[index];
    if (entry === undefined) continue;
    const row = state.records.get(entry.id);
    if (row !== undefined && row.seq === entry.seq && row.section === section) yield row;
  }
}

function visible(row: RecordRow, company: string | null): boolean {
  return company === null || row.companyAccountID === company || row.parties.includes(company);
}

function visibleOrFormer(row: RecordRow, company: string | null): boolean {
  return visible(row, company) || (company !== null && row.parties.includes(formerParty(company)));
}

/** The index of the first sorted match after the position (binary search: the matches are in order). */
function firstAfterPosition(
  sorted: readonly { view: Readonly<AnyRecord> | null }[],
  after: ListPosition,
  sort: SortOrder | undefined,
): number {
  const position = { ...(sort === undefined ? {} : { [sort.field]: after.value }), id: after.id };
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRecords(sorted[middle]?.view ?? {}, position, sort) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

// Operations on a state; the store runs them one at a time so a transaction sees no interleaving.
// `journal` answers the open transaction's journal (null outside one): every change of a map
// entry goes through `change`, which first keeps the entry's value from before the transaction.
type Operations = Omit<Store, 'transaction' | 'close' | keyof ReturnType<typeof memoryAttemptCounts>>;

function operations(state: () => State, journal: () => Journal | null): Operations {
  function change<V>(map: Map<string, V>, key: string, value: V | undefined): void {
    const open = journal();
    if (open !== null) {
      let before = open.entries.get(map as Map<string, unknown>);
      if (before === undefined) {
        before = new Map();
        open.entries.set(map as Map<string, unknown>, before);
      }
      if (!before.has(key)) before.set(key, map.get(key));
    }
    if (value === undefined) map.delete(key);
    else map.set(key, value);
  }
  function insert(write: RecordWrite): InsertResult {
    const existing = state().records.get(write.id);
    if (existing !== undefined) return { ok: false, existing };
    const seq = state().seq + 1;
    const row: RecordRow = { ...write, rowVersion: 1, seq };
    change(state().records, write.id, row);
    state().seq = seq;
    appendLog(state(), row);
    return { ok: true, row };
  }
  return {
    async list(section: string, query: ListQuery): Promise<ListResult> {
      // A count (take 0) needs no order, and without conditions or search no record views at all.
      const sorted = query.take !== 0;
      const filtered = query.conditions.length > 0 || query.search !== undefined;
      const matching: { row: RecordRow; view: ReturnType<typeof recordOf> | null }[] = [];
      for (const row of sectionRows(state(), section)) {
        if (!visible(row, query.visibleTo) || (!query.includeInactive && row.isInactive)) continue;
        const view = sorted || filtered ? recordOf(row) : null;
        if (
          view === null ||
          (matchesConditions(view, query.conditions) &&
            (query.search === undefined || matchesSearch(view, query.search)))
        ) {
          matching.push({ row, view });
        }
      }
      if (sorted) matching.sort((a, b) => compareRecords(a.view ?? {}, b.view ?? {}, query.sort));
      const skip =
        (query.after === undefined ? 0 : firstAfterPosition(matching, query.after, query.sort)) +
        (query.skip ?? 0);
      const rows = matching
        .slice(skip, query.take === undefined ? undefined : skip + query.take)
        .map((match) => match.row);
      return { rows, count: query.includeCount ? matching.length : null };
    },

    async get(section: string, id: string): Promise<RecordRow | null> {
      const row = state().records.get(id);
      return row !== undefined && row.section === section ? row : null;
    },

    insert: async (write) => insert(write),

    async insertMany(writes: readonly RecordWrite[]): Promise<InsertResult[]> {
      const results: InsertResult[] = [];
      for (const write of writes) results.push(insert(write));
      return results;
    },

    async update(write: RecordWrite, expectedRowVersion: number): Promise<UpdateResult> {
      const current = state().records.get(write.id);
      if (current === undefined || current.section !== write.section) return { ok: false, current: null };
      if (current.rowVersion !== expectedRowVersion) return { ok: false, current };
      const seq = state().seq + 1;
      const row: RecordRow = { ...write, rowVersion: current.rowVersion + 1, seq };
      change(state().records, write.id, row);
      state().seq = seq;
      appendLog(state(), row);
      return { ok: true, row };
    },

    async changes(
      section: string,
      visibleTo: string | null,
      afterSeq: number,
      limit: number,
      filter?: ChangeFilter,
    ): Promise<RecordRow[]> {
      const log = state().logs.get(section) ?? [];
      const rows: RecordRow[] = [];
      if (limit <= 0) return rows;
      for (const row of sectionRows(state(), section, firstAfter(log, afterSeq))) {
        if (filter?.throughSeq !== undefined && row.seq > filter.throughSeq) break;
        if (!visibleOrFormer(row, visibleTo)) continue;
        if (filter !== undefined && !matchesChangeFilter(row, filter)) continue;
        rows.push(row);
        if (rows.length >= limit) break;
      }
      return rows;
    },

    async lastSeq(section: string): Promise<number> {
      return state().logs.get(section)?.at(-1)?.seq ?? 0;
    },

    async nextNumber(request: NumberRequest): Promise<number> {
      let highest: number | null = null;
      for (const row of sectionRows(state(), request.section)) {
        if (row.companyAccountID !== request.companyAccountID) continue;
        const held = documentNumberValue(request, row.data[request.field]);
        if (held !== null && (highest === null || held > highest)) highest = held;
      }
      const key = numberCounterKey(request);
      const given = state().numbers.get(key);
      const next = Math.max(nextDocumentNumber(request, highest), given === undefined ? 0 : given + 1);
      change(state().numbers, key, next);
      return next;
    },

    async findCredential(userName: string): Promise<Credential | null> {
      return state().credentials.get(userName.toLowerCase()) ?? null;
    },

    async saveCredential(credential: Credential, options: { replacing?: string } = {}): Promise<boolean> {
      const key = credential.userName.toLowerCase();
      const taken = state().credentials.get(key);
      if (taken !== undefined && taken.userID !== credential.userID && taken.userID !== options.replacing)
        return false;
      change(state().credentials, key, credential);
      return true;
    },

    async removeCredentials(companyAccountID: string): Promise<number> {
      const credentials = state().credentials;
      const gone = [...credentials].filter(
        ([, credential]) => credential.companyAccountID === companyAccountID,
      );
      for (const [key] of gone) change(credentials, key, undefined);
      return gone.length;
    },

    async saveCode(code: AuthCode): Promise<void> {
      change(state().codes, code.code, code);
    },

    async takeCode(code: string): Promise<AuthCode | null> {
      const found = state().codes.get(code) ?? null;
      change(state().codes, code, undefined);
      return found;
    },
  };
}

/** An in-memory store: training mode in the browser, and fast tests. */
export function createMemoryStore(): Store {
  const state: State = {
    records: new Map(),
    credentials: new Map(),
    codes: new Map(),
    seq: 0,
    logs: new Map(),
    numbers: new Map(),
  };
  let queue: Promise<unknown> = Promise.resolve();
  let journal: Journal | null = null;
  // Outside the transactions' journal: a failed sign-in stays counted whatever rolls back.
  const attempts = memoryAttemptCounts();
  const ops = operations(
    () => state,
    () => journal,
  );

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  const store: Store = {
    ...attempts,
    list: (section, query) => exclusive(() => ops.list(section, query)),
    get: (section, id) => exclusive(() => ops.get(section, id)),
    insert: (write) => exclusive(() => ops.insert(write)),
    insertMany: (writes) => exclusive(() => ops.insertMany(writes)),
    update: (write, expected) => exclusive(() => ops.update(write, expected)),
    changes: (section, visibleTo, afterSeq, limit, filter) =>
      exclusive(() => ops.changes(section, visibleTo, afterSeq, limit, filter)),
    lastSeq: (section) => exclusive(() => ops.lastSeq(section)),
    nextNumber: (request) => exclusive(() => ops.nextNumber(request)),
    findCredential: (userName) => exclusive(() => ops.findCredential(userName)),
    saveCredential: (credential, options) => exclusive(() => ops.saveCredential(credential, options)),
    removeCredentials: (companyAccountID) => exclusive(() => ops.removeCredentials(companyAccountID)),
    saveCode: (code) => exclusive(() => ops.saveCode(code)),
    takeCode: (code) => exclusive(() => ops.takeCode(code)),
    transaction: (work) =>
      exclusive(async () => {
        const open: Journal = { entries: new Map(), seq: state.seq };
        const logLengths = new Map([...state.logs].map(([section, log]) => [section, log.length]));
        // Nested calls run unlocked: the transaction already holds the queue.
        const inner: Store = {
          ...ops,
          ...attempts,
          transaction: (nested) => nested(inner),
          close: async () => undefined,
        };
        journal = open;
        try {
          return await work(inner);
        } catch (error) {
          rollBack(state, open);
          for (const [section, log] of state.logs) log.length = logLengths.get(section) ?? 0;
          throw error;
        } finally {
          journal = null;
        }
      }),
    close: async () => undefined,
  };
  return store;
}

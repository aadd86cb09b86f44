import { matchesConditions } from '../../src/domain/query-conditions';
import { recordOf } from '../sections/record-view';
import { compareRecords } from '../../src/domain/record-sort';
import { matchesSearch } from '../../src/domain/record-search';
import type {
  AuthCode,
  Credential,
  InsertResult,
  ListQuery,
  ListResult,
  RecordRow,
  RecordWrite,
  Store,
  UpdateResult,
} from './store';

type State = {
  records: Map<string, RecordRow>;
  credentials: Map<string, Credential>;
  codes: Map<string, AuthCode>;
  seq: number;
};

function cloneState(state: State): State {
  return {
    records: new Map(state.records),
    credentials: new Map(state.credentials),
    codes: new Map(state.codes),
    seq: state.seq,
  };
}

function visible(row: RecordRow, company: string): boolean {
  return row.companyAccountID === company || row.parties.includes(company);
}


// Operations on a state; the store runs them one at a time so a transaction sees no interleaving.
function operations(state: () => State): Omit<Store, 'transaction' | 'close'> {
  return {
    async list(section: string, query: ListQuery): Promise<ListResult> {
      const matching = [...state().records.values()].filter(
        (row) =>
          row.section === section &&
          visible(row, query.visibleTo) &&
          (query.includeInactive || !row.isInactive) &&
          matchesConditions(recordOf(row), query.conditions) &&
          (query.search === undefined || matchesSearch(recordOf(row), query.search)),
      );
      matching.sort((a, b) => compareRecords(recordOf(a), recordOf(b), query.sort));
      const skip = query.skip ?? 0;
      const rows = matching.slice(skip, query.take === undefined ? undefined : skip + query.take);
      return { rows, count: query.includeCount ? matching.length : null };
    },

    async get(section: string, id: string): Promise<RecordRow | null> {
      const row = state().records.get(id);
      return row !== undefined && row.section === section ? row : null;
    },

    async insert(write: RecordWrite): Promise<InsertResult> {
      const existing = state().records.get(write.id);
      if (existing !== undefined) return { ok: false, existing };
      const seq = state().seq + 1;
      const row: RecordRow = { ...write, rowVersion: 1, seq };
      state().records.set(write.id, row);
      state().seq = seq;
      return { ok: true, row };
    },

    async update(write: RecordWrite, expectedRowVersion: number): Promise<UpdateResult> {
      const current = state().records.get(write.id);
      if (current === undefined || current.section !== write.section) return { ok: false, current: null };
      if (current.rowVersion !== expectedRowVersion) return { ok: false, current };
      const seq = state().seq + 1;
      const row: RecordRow = { ...write, rowVersion: current.rowVersion + 1, seq };
      state().records.set(write.id, row);
      state().seq = seq;
      return { ok: true, row };
    },

    async changes(section: string, visibleTo: string, afterSeq: number, limit: number): Promise<RecordRow[]> {
      return [...state().records.values()]
        .filter((row) => row.section === section && row.seq > afterSeq && visible(row, visibleTo))
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit);
    },

    async findCredential(userName: string): Promise<Credential | null> {
      return state().credentials.get(userName.toLowerCase()) ?? null;
    },

    async saveCredential(credential: Credential): Promise<boolean> {
      const key = credential.userName.toLowerCase();
      const taken = state().credentials.get(key);
      if (taken !== undefined && taken.userID !== credential.userID) return false;
      state().credentials.set(key, credential);
      return true;
    },

    async saveCode(code: AuthCode): Promise<void> {
      state().codes.set(code.code, code);
    },

    async takeCode(code: string): Promise<AuthCode | null> {
      const found = state().codes.get(code) ?? null;
      state().codes.delete(code);
      return found;
    },
  };
}

/** An in-memory store: training mode in the browser, and fast tests. */
export function createMemoryStore(): Store {
  let state: State = { records: new Map(), credentials: new Map(), codes: new Map(), seq: 0 };
  let queue: Promise<unknown> = Promise.resolve();
  const ops = operations(() => state);

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  const store: Store = {
    list: (section, query) => exclusive(() => ops.list(section, query)),
    get: (section, id) => exclusive(() => ops.get(section, id)),
    insert: (write) => exclusive(() => ops.insert(write)),
    update: (write, expected) => exclusive(() => ops.update(write, expected)),
    changes: (section, visibleTo, afterSeq, limit) => exclusive(() => ops.changes(section, visibleTo, afterSeq, limit)),
    findCredential: (userName) => exclusive(() => ops.findCredential(userName)),
    saveCredential: (credential) => exclusive(() => ops.saveCredential(credential)),
    saveCode: (code) => exclusive(() => ops.saveCode(code)),
    takeCode: (code) => exclusive(() => ops.takeCode(code)),
    transaction: (work) =>
      exclusive(async () => {
        const before = cloneState(state);
        // Nested calls run unlocked: the transaction already holds the queue.
        const inner: Store = { ...ops, transaction: (nested) => nested(inner), close: async () => undefined };
        try {
          return await work(inner);
        } catch (error) {
          state = before;
          throw error;
        }
      }),
    close: async () => undefined,
  };
  return store;
}

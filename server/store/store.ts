import type { FilterCondition } from '../../src/domain/query-conditions';
import type { AnyRecord } from '../../src/domain/unknown-values';
import { isInWindow } from '../../src/entities/sync-scope';
import type { AttemptCounts } from './attempt-counts';

/**
 * One stored record. `data` holds the record's own fields; id, rowVersion and isInactive
 * live beside it so every store can index them. `seq` orders changes for incremental pulls.
 */
export type RecordRow = {
  section: string;
  id: string;
  /** The owning company account. */
  companyAccountID: string;
  /**
   * Other company accounts named on the record (buyer, seller, courier, fulfiller), and, marked
   * by `formerParty`, those named before: they see the record no more, but their next
   * incremental pull learns that it was removed from them.
   */
  parties: readonly string[];
  rowVersion: number;
  isInactive: boolean;
  /**
   * Position in the store-wide change order: among the records one company can see (owner, party,
   * former party), strictly increasing in commit order, so a pull's cursor never passes one.
   */
  seq: number;
  data: Readonly<AnyRecord>;
};

/**
 * How `parties` keeps a company that was a party and is one no longer.
 * @example formerParty('alpha') // '~alpha'
 */
export function formerParty(company: string): string {
  return `~${company}`;
}

/**
 * Whether an entry of `parties` is a former party (formerParty) rather than a current one.
 * @example isFormerParty('~alpha') // true
 */
export function isFormerParty(party: string): boolean {
  return party.startsWith(formerParty(''));
}

/**
 * The company an entry of `parties` names, former or current.
 * @example companyOfFormerParty('~alpha') // 'alpha'
 * @example companyOfFormerParty('alpha') // 'alpha'
 */
export function companyOfFormerParty(party: string): string {
  return isFormerParty(party) ? party.slice(formerParty('').length) : party;
}

/**
 * One clause of a sync scope, on a text field of the record's data: its value is one of
 * `values` (a stop's journey among the driver's), or falls in [from, to) compared as text
 * (an ISO date inside a window; `to` null: open ahead).
 */
export type ScopeClause =
  | { field: string; values: readonly string[] }
  | { field: string; from: string; to: string | null }
  /** One of the fields names one of the values (a consignment leaving from or arriving at a location). */
  | { anyField: readonly string[]; values: readonly string[] };

/** Narrows a pull of changes to a sync scope (server/sections/sync-scope.ts): every clause holds. */
export type ChangeFilter = {
  clauses: readonly ScopeClause[];
  /** Only rows at or before this seq (what a device had pulled when its scope moved). */
  throughSeq?: number;
};

/**
 * Whether a row is inside a change filter, exactly as the stores read it.
 * @example matchesChangeFilter({ seq: 3, data: { journeyID: 'j1' } }, { clauses: [{ field: 'journeyID', values: ['j1'] }] }) // true
 */
export function matchesChangeFilter(row: Pick<RecordRow, 'seq' | 'data'>, filter: ChangeFilter): boolean {
  if (filter.throughSeq !== undefined && row.seq > filter.throughSeq) return false;
  return filter.clauses.every((clause) => {
    if ('anyField' in clause)
      return clause.anyField.some((field) => {
        const value = row.data[field];
        return typeof value === 'string' && clause.values.includes(value);
      });
    const value = row.data[clause.field];
    if ('values' in clause) return typeof value === 'string' && clause.values.includes(value);
    return isInWindow(value, clause);
  });
}

/** What a write supplies; the store assigns rowVersion and seq. */
export type RecordWrite = {
  section: string;
  id: string;
  companyAccountID: string;
  parties: readonly string[];
  isInactive: boolean;
  data: Readonly<AnyRecord>;
};

export type SortOrder = { field: string; direction: 'asc' | 'desc' };

/** A list request, already checked against the entity's fields by the caller. */
export type ListQuery = {
  /** Only records this company owns or is a party to; null: every company's (public directories). */
  visibleTo: string | null;
  conditions: readonly FilterCondition[];
  /** Case-insensitive substring match against any of the fields. */
  search?: { text: string; fields: readonly string[] };
  includeInactive: boolean;
  /** Ties and a missing sort are broken by id, so pages are stable. */
  sort?: SortOrder;
  take?: number;
  skip?: number;
  /**
   * Keyset paging: only the rows after this position in the sort order (the sort field's value
   * and the id of the last row of the page before), so a deep page costs what the first does.
   */
  after?: ListPosition;
  includeCount: boolean;
};

/** A row's place in a sorted list: its sort field's value (undefined without a sort) and its id. */
export type ListPosition = { value: unknown; id: string };

export type ListResult = { rows: RecordRow[]; count: number | null };

export type UpdateResult = { ok: true; row: RecordRow } | { ok: false; current: RecordRow | null };

export type InsertResult = { ok: true; row: RecordRow } | { ok: false; existing: RecordRow };

/** A stored login: one per user name (compared case-insensitively). */
export type Credential = {
  userName: string;
  userID: string;
  companyAccountID: string;
  /** Salted slow hash, self-describing (algorithm, iterations, salt, hash). */
  passwordHash: string;
};

/** Which document number to give: a company's documents of one section, numbered in one field. */
export type NumberRequest = {
  section: string;
  companyAccountID: string;
  /** The field holding the number. */
  field: string;
  /** Text before the digits ('' for plain numbers): only values of this shape count as held. */
  prefix: string;
  /** The first number the company gets. */
  first: number;
};

/**
 * The key of the counter a store keeps per numbered series: section, company, field and prefix.
 * @example numberCounterKey({ section: 'CustomerOrders', companyAccountID: 'comp1', field: 'customerOrderNumber', prefix: '', first: 1000 })
 */
export function numberCounterKey(request: NumberRequest): string {
  return JSON.stringify([request.section, request.companyAccountID, request.field, request.prefix]);
}

/** A single-use authorization code of the sign-in flow. */
export type AuthCode = {
  code: string;
  userID: string;
  clientID: string;
  redirectURI: string;
  codeChallenge: string;
  /** ISO instant after which the code is refused. */
  expiresAt: string;
};

/**
 * The narrow storage port of the services. Implementations: memory (training mode, tests)
 * and SQL (PGlite by default, a PostgreSQL server with DATABASE_URL). One contract suite
 * runs against all of them. The sign-in throttles' counts (AttemptCounts) are here too, outside
 * any transaction, so every process over one database counts the same failures.
 */
export interface Store extends AttemptCounts {
  list(section: string, query: ListQuery): Promise<ListResult>;
  /** Any record by id, whoever owns it; callers check visibility. */
  get(section: string, id: string): Promise<RecordRow | null>;
  /** Creates with rowVersion 1; an existing id (in any section) is returned, never overwritten. */
  insert(write: RecordWrite): Promise<InsertResult>;
  /**
   * Creates each write exactly as `insert` would, in order, and answers each one's result in
   * the same order (an id already taken, or taken earlier in the list, answers the existing
   * record). On SQL it is one statement, so a large import is a few short statements instead of
   * one per record.
   */
  insertMany(writes: readonly RecordWrite[]): Promise<InsertResult[]>;
  /** Writes only when the stored rowVersion equals `expectedRowVersion`; bumps it by one. */
  update(write: RecordWrite, expectedRowVersion: number): Promise<UpdateResult>;
  /**
   * Rows of a section visible to the company (null: every company's) with seq above `afterSeq`,
   * inactive ones included, in seq order; also those it was a party to before (`formerParty`).
   * With a filter, only the rows inside it (a device's sync scope), served by the scope indexes.
   */
  changes(
    section: string,
    visibleTo: string | null,
    afterSeq: number,
    limit: number,
    filter?: ChangeFilter,
  ): Promise<RecordRow[]>;

  /**
   * The highest seq among the section's rows (0 for none): where a device's scoped first pull
   * ends, so its next incremental pull does not read the section's other rows again.
   */
  lastSeq(section: string): Promise<number>;

  /**
   * Gives out the company's next document number: one above both the last one given and the
   * highest it holds in the section (its own records, inactive ones too, values shaped as
   * `documentNumberValue` reads them), and at least `first`. Two calls never get the same number.
   */
  nextNumber(request: NumberRequest): Promise<number>;

  findCredential(userName: string): Promise<Credential | null>;
  /**
   * False when the user name is taken by another user. With `replacing`, the name may be taken
   * from that user (only that one, so a move meeting another change fails): a sign-in moving to
   * another company's user (accepting that company's invitation).
   */
  saveCredential(credential: Credential, options?: { replacing?: string }): Promise<boolean>;
  /** Deletes every login of the company's users (account deletion); answers how many went. */
  removeCredentials(companyAccountID: string): Promise<number>;
  saveCode(code: AuthCode): Promise<void>;
  /** Returns the code and deletes it, so a code works once. */
  takeCode(code: string): Promise<AuthCode | null>;

  /** Runs `work` atomically: all its writes land, or none. */
  transaction<T>(work: (store: Store) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

import type { EntityDefinition } from '../../src/entities/entity-definition';
import type { Caller } from '../http/caller';
import { HttpProblem } from '../http/problem';
import type { RecordRow, Store } from '../store/store';
import type { AnyRecord } from '../../src/domain/unknown-values';

/** One write as a flow sees it, inside the write's transaction. */
export type FlowContext = {
  /** The transaction: every read and write of the flow goes through it. */
  store: Store;
  entity: EntityDefinition;
  /** The record before the write; null for a new one. */
  before: RecordRow | null;
  /** The record as written (rowVersion and seq assigned). */
  after: RecordRow;
  /** Who wrote it; null for writes the services make themselves. */
  caller: Caller | null;
  /** The company the caller acts for (the record's owner when no caller is known). */
  company: string;
  clock: () => Date;
  newId: () => string;
};

/**
 * One cross-record effect: which sections' writes start it, and what it does. `run` throws an
 * HttpProblem to refuse the write (the whole transaction rolls back) or a FlowRetry when a
 * record it changes was changed at the same time (the route runs the write again).
 */
export type Flow = {
  name: string;
  sections: readonly string[];
  /** Answers the triggering record when the flow stamped it (that is what the caller gets back). */
  run(context: FlowContext): Promise<RecordRow | void>;
};

/** Thrown when a record a flow updates changed under it; the write and its flows are tried again. */
export class FlowRetry extends Error {
  constructor(what: string) {
    super(`${what} changed at the same time`);
    this.name = 'FlowRetry';
  }
}

/**
 * Updates a record inside a flow, expecting it unchanged since it was read; a clash is a FlowRetry.
 * @example const row = await updateOrRetry(tx, current, { ...current.data, available: 3 });
 */
export async function updateOrRetry(store: Store, current: RecordRow, data: AnyRecord): Promise<RecordRow> {
  const result = await store.update(
    {
      section: current.section,
      id: current.id,
      companyAccountID: current.companyAccountID,
      parties: current.parties,
      isInactive: current.isInactive,
      data,
    },
    current.rowVersion,
  );
  if (!result.ok) throw new FlowRetry(`${current.section} ${current.id}`);
  return result.row;
}

/**
 * Inserts a record a flow makes. Its id already taken by the same company's record of the same
 * section means another write made it at the same time, so the flow is tried again (and then
 * finds it). Taken by anything else (another company's record, another section's), trying again
 * cannot help: the write is refused with a 409 that names nothing of the other record.
 */
export async function insertOrRetry(
  store: Store,
  write: {
    section: string;
    id: string;
    companyAccountID: string;
    parties?: readonly string[];
    data: AnyRecord;
  },
): Promise<RecordRow> {
  const result = await store.insert({
    parties: [],
    isInactive: false,
    ...write,
    data: { ...write.data, id: write.id },
  });
  if (result.ok) return result.row;
  if (
    result.existing.section === write.section &&
    result.existing.companyAccountID === write.companyAccountID
  ) {
    throw new FlowRetry(`${write.section} ${write.id}`);
  }
  throw new HttpProblem(
    409,
    `The services could not make a record this change causes: its id ${write.id} is already in use`,
    { reason: 'IdTaken' },
  );
}

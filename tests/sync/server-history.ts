import { sameValue } from '../../src/domain/same-value';
import type { ServerRecord } from '../../sync/mirror-types';
import type { ServerAnswer } from './faulty-transport';

function isRecord(value: unknown): value is ServerRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerRecord).id === 'string' &&
    typeof (value as ServerRecord).rowVersion === 'number'
  );
}

/**
 * Every version of every record the server committed, read from its answers (including
 * answers a client never received): write answers, 409 `current` records, pulled rows.
 */
export function committedVersions(answers: readonly ServerAnswer[]): Map<string, ServerRecord[]> {
  const versions = new Map<string, ServerRecord[]>();
  const add = (record: unknown) => {
    if (!isRecord(record)) return;
    const list = versions.get(record.id) ?? [];
    if (!list.some((known) => known.rowVersion === record.rowVersion)) list.push(record);
    versions.set(record.id, list);
  };
  for (const answer of answers) {
    const body = answer.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null) continue;
    if (answer.status < 300 && isRecord(body.data)) add(body.data);
    if (answer.status === 409) add(body.current);
    // A batch answers each write as its single call would.
    if (answer.path.endsWith('/batch') && Array.isArray(body.results)) {
      for (const result of body.results as { status?: number; body?: Record<string, unknown> | null }[]) {
        if (typeof result.status !== 'number' || typeof result.body !== 'object' || result.body === null)
          continue;
        if (result.status < 300) add(result.body.data);
        if (result.status === 409) add(result.body.current);
      }
    }
    if (answer.path.includes('/changes') && Array.isArray(body.data))
      for (const row of body.data as unknown[]) add(row);
  }
  return versions;
}

/** A user's write as the model remembers it. */
export type UserWrite = {
  client: number;
  id: string;
  op: 'create' | 'update' | 'delete' | 'restore';
  changes: Record<string, unknown>;
  /** The rowVersion of the mirror record the user edited (0 for a create). */
  base: number;
  /** Position of the user's action in the run. */
  step: number;
};

/** A user's 'keep mine' resolution: an informed overwrite of what the other side saved. */
export type KeepMine = { client: number; id: string; step: number };

/**
 * Whether the server held the write at some version committed after the one it was made on.
 * @example reachedServer(write, committedVersions(answers).get(write.id) ?? [])
 */
export function reachedServer(write: UserWrite, versions: readonly ServerRecord[]): boolean {
  return versions.some((version) => {
    if (version.rowVersion <= write.base) return false;
    switch (write.op) {
      case 'create':
        return true;
      case 'delete':
        return version.isInactive === true;
      case 'restore':
        return version.isInactive !== true;
      case 'update':
        return Object.entries(write.changes).every(([field, value]) => sameValue(version[field], value));
    }
  });
}

/**
 * Whether the same user overwrote the write later (the same fields again, or the active flag
 * again): folding queued writes may then send only the later one, which is no loss.
 */
export function supersededByOwnWrite(write: UserWrite, later: readonly UserWrite[]): boolean {
  const mine = later.filter((other) => other.client === write.client && other.id === write.id);
  switch (write.op) {
    case 'create':
      return false;
    case 'delete':
    case 'restore':
      return mine.some((other) => other.op === 'delete' || other.op === 'restore');
    case 'update':
      return Object.keys(write.changes).every((field) =>
        mine.some((other) => other.op === 'update' && field in other.changes),
      );
  }
}

function firstVersionWith(
  versions: readonly ServerRecord[],
  after: number,
  field: string,
  value: unknown,
): number | null {
  const found = versions
    .filter((version) => version.rowVersion > after && sameValue(version[field], value))
    .map((version) => version.rowVersion);
  return found.length === 0 ? null : Math.min(...found);
}

/**
 * Updates that replaced another user's saved value of a field without having seen it (edited
 * on an older version) and without a 'keep mine' resolution afterwards: silent overwrites.
 * Field values must be unique per write for this to be exact (the model makes them so).
 */
export function silentOverwrites(
  writes: readonly UserWrite[],
  history: ReadonlyMap<string, readonly ServerRecord[]>,
  keepMine: readonly KeepMine[],
): string[] {
  const found: string[] = [];
  const updates = writes.filter((write) => write.op === 'update');
  for (const theirs of updates) {
    const versions = history.get(theirs.id) ?? [];
    for (const [field, value] of Object.entries(theirs.changes)) {
      const saved = firstVersionWith(versions, theirs.base, field, value);
      if (saved === null) continue;
      for (const mine of updates) {
        if (
          mine.client === theirs.client ||
          mine.id !== theirs.id ||
          !(field in mine.changes) ||
          mine.base >= saved
        )
          continue;
        const overwrote = firstVersionWith(versions, saved, field, mine.changes[field]);
        if (overwrote === null) continue;
        const informed = keepMine.some(
          (resolution) =>
            resolution.client === mine.client && resolution.id === mine.id && resolution.step > mine.step,
        );
        if (!informed)
          found.push(
            `client ${mine.client} step ${mine.step} overwrote ${field} of ${mine.id} saved at v${saved} by client ${theirs.client} step ${theirs.step}`,
          );
      }
    }
  }
  return found;
}

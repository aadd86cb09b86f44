import { ownerOf } from '../../sync/outbox-owner';
import type { AppSession } from './session-context';
import { SessionError } from './session-error';

/** Shown when the device's stored data could not be made ready for the person signing in. */
export const DEVICE_NOT_READY_MESSAGE =
  "This device's stored data could not be prepared for you. Please sign in again.";

/**
 * Before a session is adopted: makes the mirror the new person's (src/data/mirror-owner.ts).
 * Someone else's records are never shown to them, and the unsent work of whoever used the
 * device before stays aside for its maker. Training mode clears everything on its own.
 * @example await prepareDeviceFor(session, sessions.current()); adopt(session);
 */
export async function prepareDeviceFor(next: AppSession, previous: AppSession | null): Promise<void> {
  const owner = ownerOf(next);
  if (next.isTraining || owner === null || typeof indexedDB === 'undefined') return;
  const before = previous?.isTraining === true ? null : ownerOf(previous);
  const [{ BulktradeDB }, { prepareMirrorFor }] = await Promise.all([
    import('../data/bulktrade-db'),
    import('../data/mirror-owner'),
  ]);
  const db = new BulktradeDB({ owner: () => before });
  try {
    await prepareMirrorFor(db, owner, before);
  } catch (error) {
    console.error('The mirror could not be prepared for the person signing in.', error);
    throw new SessionError(DEVICE_NOT_READY_MESSAGE);
  } finally {
    db.close();
  }
}

/**
 * Hands the device over (the account menu's "Hand over this device"): the mirror keeps no one's
 * records, and every unsent write stays in the outbox, with its record aside, until its maker
 * signs in here again. Unlike logging out, nothing unsent is deleted.
 * @example await handOverDevice(sessions.current()); sessions.set(null);
 */
export async function handOverDevice(leaving: AppSession | null): Promise<void> {
  if (typeof indexedDB === 'undefined' || leaving?.isTraining === true) return;
  const [{ BulktradeDB }, { handOverMirror }] = await Promise.all([
    import('../data/bulktrade-db'),
    import('../data/mirror-owner'),
  ]);
  const db = new BulktradeDB({ owner: () => ownerOf(leaving) });
  try {
    await handOverMirror(db, ownerOf(leaving));
  } finally {
    db.close();
  }
}

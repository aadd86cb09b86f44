import type { NewOutboxEntry, OutboxEntry } from './mirror-types';
import type { MirrorTx, SyncAuth } from './ports';

/**
 * Who made a queued write: the person and the company whose session it is sent with, and
 * never with anyone else's. The name is for the notice that someone's work waits on this device.
 */
export type OutboxOwner = { userID: string; companyAccountID: string | null; userName: string };

/** The parts of a session that say who it is. */
export type OwnerSource = {
  userID?: string | undefined;
  userName?: string | null | undefined;
  companyAccountID?: string | null | undefined;
};

/**
 * The owner a session stamps on its writes, or null without a session.
 * @example ownerOf({ userID: 'u1', userName: 'sam@acme.com', companyAccountID: 'comp1' }) // { userID: 'u1', companyAccountID: 'comp1', userName: 'sam@acme.com' }
 */
export function ownerOf(session: OwnerSource | null | undefined): OutboxOwner | null {
  if (session == null || session.userID === undefined || session.userID === '') return null;
  return {
    userID: session.userID,
    companyAccountID: session.companyAccountID ?? null,
    userName: session.userName ?? '',
  };
}

/** The owner fields of a queued write (absent on writes queued before writes had owners). */
export type OwnedEntry = Pick<OutboxEntry, 'userID' | 'companyAccountID'>;

/**
 * Whether this session may send the queued write: only its own person's, of its own company.
 * A write queued before writes had owners (no userID) was claimed for the session of the
 * device when the mirror opened (claimUnowned), so one left unstamped goes with whoever syncs.
 * @example isSendableBy({ userID: 'u1', companyAccountID: 'comp1' }, { token, userID: 'u2' }) // false
 */
export function isSendableBy(
  entry: OwnedEntry,
  auth: Pick<SyncAuth, 'userID' | 'companyAccountID'> | null,
): boolean {
  if (entry.userID === undefined) return true;
  if (auth === null || auth.userID !== entry.userID) return false;
  return (
    (entry.companyAccountID ?? null) === null || entry.companyAccountID === (auth.companyAccountID ?? null)
  );
}

/**
 * The same transaction, with every write it queues stamped with its owner (nothing changes
 * without one: a test's or a tool's writes stay unstamped).
 * @example await writeCreate(stampingTx(tx, owner), 'products', id, fields, now)
 */
export function stampingTx(tx: MirrorTx, owner: OutboxOwner | null): MirrorTx {
  if (owner === null) return tx;
  return { ...tx, addEntry: (entry: NewOutboxEntry) => tx.addEntry({ ...entry, ...owner }) };
}

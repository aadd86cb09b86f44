import { Dexie, type Table } from 'dexie';
import { canEditArea } from '../domain/permissions';
import type { NewOutboxEntry, OutboxEntry } from '../../sync/mirror-types';
import type { SyncAuth } from '../../sync/ports';
import type { UnsentViewer, UnsentWork, WaitingWork } from './unsent-work';

type Outbox = Table<OutboxEntry, number, NewOutboxEntry>;

/**
 * How many queued writes this session may send (sync/outbox-owner.ts, isSendableBy), counted by
 * the outbox's owner indexes (mirror schema 4) without reading a single write: those queued
 * before writes had owners, and the person's own whose company is none or theirs. The shell
 * asks again on every change of the outbox; reading every queued write each time made 1,000
 * offline writes cost the page a million reads.
 * @example await sendableCount(db.outbox, { userID: 'u1', companyAccountID: 'comp1' }) // 3
 */
export async function sendableCount(
  outbox: Outbox,
  auth: Pick<SyncAuth, 'userID' | 'companyAccountID'> & { userID: string },
): Promise<number> {
  const company = auth.companyAccountID ?? null;
  // Writes whose companyAccountID is null (or absent) are not in the compound index.
  const [all, owned, theirs, theirsWithCompany, theirsHere] = await Promise.all([
    outbox.count(),
    outbox.orderBy('userID').count(),
    outbox.where('userID').equals(auth.userID).count(),
    outbox
      .where('[userID+companyAccountID]')
      .between([auth.userID, Dexie.minKey], [auth.userID, Dexie.maxKey], true, true)
      .count(),
    company === null
      ? Promise.resolve(0)
      : outbox.where('[userID+companyAccountID]').equals([auth.userID, company]).count(),
  ]);
  return all - owned + (theirs - theirsWithCompany) + theirsHere;
}

/**
 * The unsent work on this device as the person signed in may see it (useUnsentWork): their own
 * count, and, for an administrator only, other people's of the same company set aside for them,
 * never another company's. Counted by index; one write is read per colleague, for their name.
 * @example (await unsentWorkIn(db.outbox, session)).others // [{ userID: 'u2', userName: 'sam@acme.com', count: 3 }]
 */
export async function unsentWorkIn(outbox: Outbox, viewer: UnsentViewer | null): Promise<UnsentWork> {
  if (viewer === null) return { own: await outbox.count(), others: [] };
  const own = await sendableCount(outbox, viewer);
  const company = viewer.companyAccountID ?? null;
  if (company === null || !canEditArea(viewer, 'users')) return { own, others: [] };
  const others: WaitingWork[] = [];
  for (const key of await outbox.orderBy('userID').uniqueKeys()) {
    const userID = String(key);
    // The person's own writes of another company are not a colleague's.
    if (userID === viewer.userID) continue;
    const waiting = outbox.where('[userID+companyAccountID]').equals([userID, company]);
    const count = await waiting.count();
    if (count === 0) continue;
    others.push({ userID, userName: (await waiting.first())?.userName ?? 'another user', count });
  }
  return { own, others };
}

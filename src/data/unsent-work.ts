import type { AccessSubject } from '../domain/permissions';

/** Someone else's unsent changes waiting on this device. */
export type WaitingWork = { userID: string; userName: string; count: number };

/** The unsent work on this device as the person signed in may see it. */
export type UnsentWork = {
  /** The signed-in person's own queued writes (those their session sends). */
  own: number;
  /** Other people's of the same company, for an administrator only; never another company's. */
  others: readonly WaitingWork[];
};

/** Who is looking: their person, company and permissions. */
export type UnsentViewer = AccessSubject & { userID: string; companyAccountID?: string | null };

/**
 * The notice for someone else's unsent changes.
 * @example waitingWorkMessage({ userID: 'u2', userName: 'sam@acme.com', count: 3 }) // '3 changes from sam@acme.com not sent yet'
 */
export function waitingWorkMessage(work: WaitingWork): string {
  return `${work.count} ${work.count === 1 ? 'change' : 'changes'} from ${work.userName} not sent yet`;
}

/**
 * What a person whose session ran out with changes unsent is told.
 * @example sessionEndedMessage('sam@acme.com', 3) // 'Your session ended: sign in again as sam@acme.com to send 3 changes'
 */
export function sessionEndedMessage(userName: string, count: number): string {
  return `Your session ended: sign in again as ${userName} to send ${count} ${count === 1 ? 'change' : 'changes'}`;
}

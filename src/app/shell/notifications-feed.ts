import { AUTH_BASE } from '../../entities/derive/api-paths';

/** One notification as the services send it to the menu. */
export type FeedItem = {
  id: string;
  eventName: string;
  title: string;
  message: string;
  recordSection: string;
  recordID: string;
  createdOn: string;
  isRead: boolean;
};
export type Feed = { data: FeedItem[]; unread: number };

/** How often the menu asks for new notifications while the app is open and online. */
export const FEED_POLL_MS = 30_000;

/** The badge of the bell: nothing at 0, the count up to 99, then 99+. @example unreadBadge(120) // '99+' */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

async function call(
  path: string,
  token: string,
  init: RequestInit = {},
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const response = await fetcher(`${AUTH_BASE}/${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`Notifications answered ${response.status}`);
  return response;
}

/** The signed-in user's newest notifications and how many are unread. */
export async function fetchFeed(token: string, fetcher?: typeof fetch): Promise<Feed> {
  return (await (await call('account/notifications', token, {}, fetcher)).json()) as Feed;
}

/** Marks the listed notifications (all when none listed) read for this user. */
export async function markFeedRead(
  token: string,
  ids?: readonly string[],
  fetcher?: typeof fetch,
): Promise<void> {
  await call(
    'account/notifications/read',
    token,
    { method: 'POST', body: JSON.stringify(ids === undefined ? {} : { ids }) },
    fetcher,
  );
}

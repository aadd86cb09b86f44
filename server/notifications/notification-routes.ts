import type { Context, Hono } from 'hono';
import type { Authenticate, Caller } from '../http/caller';
import type { RecordRow, Store } from '../store/store';
import { NOTIFICATIONS_SECTION } from '../flows/notifications';

/** How many notifications the menu gets: the newest. */
export const NOTIFICATIONS_SHOWN = 30;

/** A notification as the signed-in user sees it. */
export type NotificationView = {
  id: string;
  eventName: string;
  title: string;
  message: string;
  recordSection: string;
  recordID: string;
  createdOn: string;
  isRead: boolean;
};

const readersOf = (row: RecordRow): string[] =>
  Array.isArray(row.data['readBy'])
    ? row.data['readBy'].filter((id): id is string => typeof id === 'string')
    : [];

// Company-wide notifications (no user named) are everyone's; the others only their user's.
const isFor = (row: RecordRow, caller: Caller): boolean =>
  row.companyAccountID === caller.companyAccountID &&
  (row.data['userID'] === null || row.data['userID'] === undefined || row.data['userID'] === caller.userID);

async function notificationsOf(store: Store, caller: Caller): Promise<RecordRow[]> {
  const { rows } = await store.list(NOTIFICATIONS_SECTION, {
    visibleTo: caller.companyAccountID,
    conditions: [],
    includeInactive: false,
    includeCount: false,
    sort: { field: 'createdOn', direction: 'desc' },
  });
  return rows.filter((row) => isFor(row, caller));
}

function viewOf(row: RecordRow, caller: Caller): NotificationView {
  const text = (field: string) => (typeof row.data[field] === 'string' ? (row.data[field] as string) : '');
  return {
    id: row.id,
    eventName: text('eventName'),
    title: text('title'),
    message: text('message'),
    recordSection: text('recordSection'),
    recordID: text('recordID'),
    createdOn: text('createdOn'),
    isRead: readersOf(row).includes(caller.userID),
  };
}

/**
 * The notifications menu's calls: GET account/notifications (the newest, with the unread count)
 * and POST account/notifications/read (the listed ids, or all). Tenancy: a company's own only.
 */
export function registerNotificationRoutes(
  app: Hono,
  deps: { store: Store; authenticate: Authenticate },
): void {
  const signedIn = async (c: Context) => deps.authenticate(c.req.header('Authorization'));

  app.get('/account/notifications', async (c) => {
    const result = await signedIn(c);
    if (!result.ok) return c.json({ message: result.message }, result.status);
    const rows = await notificationsOf(deps.store, result.caller);
    const views = rows.map((row) => viewOf(row, result.caller));
    return c.json(
      { data: views.slice(0, NOTIFICATIONS_SHOWN), unread: views.filter((view) => !view.isRead).length },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.post('/account/notifications/read', async (c) => {
    const result = await signedIn(c);
    if (!result.ok) return c.json({ message: result.message }, result.status);
    const body: unknown = await c.req.json().catch(() => ({}));
    const ids =
      typeof body === 'object' && body !== null && 'ids' in body && Array.isArray(body.ids)
        ? new Set(body.ids.filter((id): id is string => typeof id === 'string'))
        : null;
    let marked = 0;
    for (const row of await notificationsOf(deps.store, result.caller)) {
      if ((ids !== null && !ids.has(row.id)) || readersOf(row).includes(result.caller.userID)) continue;
      // A reader racing another only loses their own mark, which the next read sets again.
      const written = await deps.store.update(
        { ...row, data: { ...row.data, readBy: [...readersOf(row), result.caller.userID] } },
        row.rowVersion,
      );
      if (written.ok) marked += 1;
    }
    return c.json({ marked });
  });
}

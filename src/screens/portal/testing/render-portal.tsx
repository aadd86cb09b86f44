import 'fake-indexeddb/auto';
import type { ReactElement } from 'react';
import { SessionContext, type AppSession, type SessionApi } from '../../../session/session-context';
import { testSession } from '../../../session/testing/test-session';
import { renderWithMantine } from '../../../blocks/testing/render-with-mantine';
import { BulktradeDB } from '../../../data/bulktrade-db';
import { createDataApi } from '../../../data/create-data-api';
import { DataContext, type DataApi } from '../../../data/data-context';

/** A signed-in staff session; `permissions` decides the edit rights. */
export function portalSession(permissions = 'products.edit,product-categories.edit'): AppSession {
  return testSession({
    userName: 'staff@bulktrade.app',
    permissions,
    isGlobalAdmin: false,
    company: {
      companyName: 'Yarra Valley Wholesale',
      defaultTimeZone: 'Australia/Melbourne',
      isSuspended: false,
    },
  });
}

const opened: BulktradeDB[] = [];

/** A fresh mirror database and its data API (a real BulktradeDB over fake-indexeddb). */
export function portalData(): DataApi {
  const db = new BulktradeDB({ name: `portal-${opened.length}-${Math.random()}` });
  opened.push(db);
  // No sync worker listens in tests.
  return createDataApi(db);
}

/** Deletes every database portalData opened; call from afterEach. */
export async function closePortalData(): Promise<void> {
  for (const db of opened.splice(0)) await db.delete();
}

/**
 * Renders a portal screen inside Mantine, a session and a DataContext.
 * @example renderPortal(<EntityListScreen ... />, { data: portalData() })
 */
export function renderPortal(ui: ReactElement, options: { data: DataApi; session?: AppSession | null }) {
  const session: SessionApi = {
    session: options.session === undefined ? portalSession() : options.session,
    restoring: false,
    login: async () => undefined,
    logout: async () => undefined,
    handOver: async () => undefined,
    adopt: () => undefined,
  };
  return renderWithMantine(
    <SessionContext value={session}>
      <DataContext value={options.data}>{ui}</DataContext>
    </SessionContext>,
  );
}

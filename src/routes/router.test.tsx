import 'fake-indexeddb/auto';
import { createBrowserHistory, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CosmeticsProvider } from '../blocks/cosmetics/CosmeticsProvider';
import { memoryStorage } from '../session/memory-storage';
import type { AppSession } from '../session/session-context';
import { createSessionStore } from '../session/session-store';
import { SessionProvider, type SessionDeps } from '../app/session/SessionProvider';
import type { TrainingApi } from '../session/training-api';
import { testSession } from '../session/testing/test-session';
import { BulktradeDB } from '../data/bulktrade-db';
import { createDataApi } from '../data/create-data-api';
import { DataContext } from '../data/data-context';
import { reloadHolds } from '../blocks/pwa/reload-holds';
import { HESITATE_MESSAGE } from '../navigation/route-guard';
import { createAppRouter } from './router';
import { renderInApp } from './testing/render-in-app';

const session = (overrides: Partial<AppSession> = {}): AppSession =>
  testSession({ company: { companyName: 'Yarra Valley Wholesale', isSuspended: false }, ...overrides });

// The browser's own history (jsdom's), where back and forward arrive as popstate like in a browser.
function browserHistoryAt(path: string) {
  window.history.replaceState(null, '', path);
  return createBrowserHistory();
}

function renderApp(
  path: string,
  options: { signedIn?: AppSession; training?: TrainingApi; browserHistory?: boolean } = {},
) {
  const sessions = createSessionStore(memoryStorage());
  if (options.signedIn !== undefined) sessions.set(options.signedIn);
  const assign = vi.fn<(url: string) => void>();
  const deps: SessionDeps = {
    origin: 'http://localhost',
    signInStorage: memoryStorage(),
    assign,
    clearAllData: async () => undefined,
    loadTraining: async () => options.training ?? null,
  };
  const router = createAppRouter(
    {
      sessions,
      training: { available: options.training !== undefined, load: async () => options.training ?? null },
    },
    options.browserHistory === true
      ? browserHistoryAt(path)
      : createMemoryHistory({ initialEntries: [path] }),
  );
  // The office-portal screens read the mirror; each render gets its own database.
  const data = createDataApi(new BulktradeDB({ name: `router-${Math.random()}` }));
  renderInApp(
    <CosmeticsProvider storage={memoryStorage()}>
      <SessionProvider store={sessions} deps={deps}>
        <DataContext value={data}>
          <RouterProvider router={router} />
        </DataContext>
      </SessionProvider>
    </CosmeticsProvider>,
  );
  return { router, sessions, assign };
}

describe('the router and its guard', () => {
  it('opens a route without login directly and titles the document', async () => {
    const { router } = renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Bulktrade'));
  });

  it('sends a signed-out person from a login route to sign-in, keeping the route to return to', async () => {
    const { router, assign } = renderApp('/hub/dispatch?filterBy=Today');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toMatchObject({ returnTo: '/hub/dispatch?filterBy=Today' });
    const authorize = new URL(String(assign.mock.calls[0]?.[0]));
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('client_id')).toBe('bulktrade-web');
  });

  it('sends a signed-in person without the permission to restricted', async () => {
    const sales = session({
      isGlobalAdmin: false,
      permissions: 'sales-manager,customers.edit',
      userName: 'sales@yarravalleywholesale.com.au',
    });
    const { router } = renderApp('/hub/driving', { signedIn: sales });
    expect(await screen.findByRole('heading', { name: 'Restricted' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restricted');
    expect(router.state.location.search).toMatchObject({ from: '/hub/driving' });
  });

  it('shows a suspended company the suspension and its reason', async () => {
    const suspended = session({ company: { isSuspended: true, reasonForSuspension: 'Unpaid invoices' } });
    renderApp('/hub/dispatch', { signedIn: suspended });
    expect(await screen.findByText('Your account has been suspended!')).toBeInTheDocument();
    expect(screen.getByText('Reason: Unpaid invoices')).toBeInTheDocument();
  });

  it('enters training mode for isTraining=true and opens the route', async () => {
    const enter = vi.fn<TrainingApi['enter']>(async () => session({ isTraining: true }));
    const training: TrainingApi = { enter, leave: async () => undefined, isActive: () => false };
    const { sessions } = renderApp('/hub/sales?isTraining=true', { training });
    expect(await screen.findByRole('heading', { name: 'Sales Hub' })).toBeInTheDocument();
    expect(enter).toHaveBeenCalledWith('staff');
    expect(sessions.current()?.isTraining).toBe(true);
    await waitFor(() => expect(document.title).toBe('Sales Hub | Bulktrade Training'));
  });

  it('opens office-portal lists and detail pages derived from the registry', async () => {
    const { router } = renderApp('/office-portal/customer-order/new', { signedIn: session() });
    // The customer order's own editor (a bespoke form, loaded with its route), numbered once saved.
    expect(await screen.findByRole('heading', { name: /^Customer Order/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create' })).toBeInTheDocument();
    await act(() => router.navigate({ href: '/office-portal/products' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    // Nothing has been pulled on this device: the empty list says so, not Nothing Found.
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
  });

  it('shows the not-found page for an unmatched path', async () => {
    renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the hesitate confirm (guard step 6)', () => {
  it('asks before leaving the driver hub: No stays, Yes leaves', async () => {
    const { router } = renderApp('/hub/driving/j1', { signedIn: session({ isTraining: true }) });
    expect(await screen.findByRole('heading', { name: 'Driver Hub' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByText(HESITATE_MESSAGE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(HESITATE_MESSAGE)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/hub/driving/j1');

    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks on the back button too', async () => {
    const { router } = renderApp('/hub/sales', { signedIn: session(), browserHistory: true });
    expect(await screen.findByRole('heading', { name: 'Sales Hub' })).toBeInTheDocument();
    await act(() => router.navigate({ href: '/hub/driving' }));
    expect(await screen.findByRole('heading', { name: 'Driver Hub' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByText(HESITATE_MESSAGE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(HESITATE_MESSAGE)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/hub/driving');
  });

  it('holds an app update back while the driver hub is open (its stop form), and lets it go once the driver leaves', async () => {
    const { router } = renderApp('/hub/driving/j1', { signedIn: session() });
    expect(await screen.findByRole('heading', { name: 'Driver Hub' })).toBeInTheDocument();
    await waitFor(() => expect(reloadHolds().current().formOpen).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(reloadHolds().current().formOpen).toBe(false));
  });

  it('does not ask when moving within the driver hub', async () => {
    const { router } = renderApp('/hub/driving/j1', { signedIn: session() });
    expect(await screen.findByRole('heading', { name: 'Driver Hub' })).toBeInTheDocument();
    await act(() => router.navigate({ href: '/hub/driving/j2?mode=journey' }));
    expect(router.state.location.pathname).toBe('/hub/driving/j2');
    expect(screen.queryByText(HESITATE_MESSAGE)).not.toBeInTheDocument();
  });
});

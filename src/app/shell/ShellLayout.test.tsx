import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteMeta } from '../../entities/derive/route-meta';
import type { AppSession } from '../../session/session-context';
import { ShellLayout, type ShellLayoutProps } from './ShellLayout';
import { renderInShell, testSession } from './testing/render-in-shell';
import { useIsMobile } from './use-is-mobile';

const META: RouteMeta = {
  title: 'Customers',
  requiresLogin: true,
  description: 'Every customer you sell to.',
};

// A driver's drawer is short; the admin's ~90 links make every role query slow in jsdom.
const DRIVER_SESSION = testSession({ permissions: 'driver,journeys,deliveries.edit', isGlobalAdmin: false });

function props(overrides: Partial<ShellLayoutProps> = {}): ShellLayoutProps {
  return {
    children: <p>Screen content</p>,
    meta: META,
    pathname: '/office-portal/customers',
    hash: '',
    session: DRIVER_SESSION,
    training: false,
    isMobile: false,
    skin: 'light',
    onSkinChange: vi.fn<() => void>(),
    drawerPinned: true,
    onDrawerPinnedChange: vi.fn<() => void>(),
    appUpdate: { updateWaiting: false, applyUpdate: vi.fn<() => void>() },
    installPrompt: { canInstall: false, install: vi.fn<() => Promise<void>>(async () => undefined) },
    onLogin: vi.fn<() => void>(),
    onLogout: vi.fn<() => void>(),
    onEndDemo: vi.fn<() => void>(),
    endingDemo: false,
    onHome: vi.fn<() => void>(),
    onGo: vi.fn<() => void>(),
    ...overrides,
  };
}

// Picks the mobile flag up from the (stand-in) window width, as the connected AppShell does.
function Responsive(layout: Omit<ShellLayoutProps, 'isMobile'>) {
  return <ShellLayout {...layout} isMobile={useIsMobile()} />;
}

const CUSTOMER: AppSession = testSession({
  userName: 'mia@brunswickstespresso.com.au',
  subscriptionCode: 'CUST',
  isGlobalAdmin: false,
  company: { companyName: 'Brunswick Street Espresso', subscriptionCode: 'CUST' },
});

describe('ShellLayout top bar', () => {
  it('shows Login, the hubs menu and the skin menu when logged out, and no assistant', async () => {
    const layout = props({ session: null, pathname: '/' });
    renderInShell(<ShellLayout {...layout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(layout.onLogin).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Hubs and dashboards' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assistant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End Demo' })).toBeNull();
  });

  it('shows the assistant when logged in, with who is signed in and what the screen holds', async () => {
    const layout = props();
    renderInShell(<ShellLayout {...layout} />);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Assistant' }, { timeout: 20_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Assistant' });
    expect(within(panel).getByText('training@bulktrade.app')).toBeInTheDocument();
    expect(within(panel).getByText('Yarra Valley Wholesale · Supplier')).toBeInTheDocument();
    expect(within(panel).getByText('Signed in until 6/09/2026 9:07:09 AM')).toBeInTheDocument();
    expect(within(panel).getByText('Every customer you sell to.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    expect(layout.onLogout).toHaveBeenCalled();
  });

  it('shows the home button and End Demo in training mode', async () => {
    const layout = props({ session: { ...DRIVER_SESSION, isTraining: true }, training: true });
    renderInShell(<ShellLayout {...layout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    expect(layout.onHome).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'End Demo' }));
    expect(layout.onEndDemo).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('has no home button or End Demo outside training', () => {
    renderInShell(<ShellLayout {...props()} />);
    expect(screen.queryByRole('button', { name: 'Go home' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End Demo' })).toBeNull();
  });

  it('offers Update App when a new version waits and Install App when the browser offers it', async () => {
    const layout = props({
      appUpdate: { updateWaiting: true, applyUpdate: vi.fn<() => void>() },
      installPrompt: { canInstall: true, install: vi.fn<() => Promise<void>>(async () => undefined) },
    });
    renderInShell(<ShellLayout {...layout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update App' }));
    expect(layout.appUpdate.applyUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(layout.installPrompt.install).toHaveBeenCalledTimes(1);
  });

  it('hides both when nothing waits and nothing is offered', () => {
    renderInShell(<ShellLayout {...props()} />);
    expect(screen.queryByRole('button', { name: 'Update App' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('hides the app bar when the screen asks (the driver hub)', () => {
    renderInShell(<ShellLayout {...props({ meta: { ...META, appBar: false } })} />);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByText('Screen content')).toBeInTheDocument();
  });
});

describe('ShellLayout drawers', () => {
  it('gives home the marketing anchors, scrolling through the home page', async () => {
    const layout = props({ session: null, pathname: '/' });
    renderInShell(<ShellLayout {...layout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    const site = await screen.findByRole('navigation', { name: 'Site' });
    expect(
      within(site)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Online Ordering',
      'Inventory',
      'Delivery',
      'Pricing',
      'Features',
      'Sign Me Up',
      'Get The App',
      'Demo',
    ]);
    await userEvent.click(within(site).getByRole('link', { name: 'Pricing' }));
    expect(layout.onGo).toHaveBeenCalledWith('/#pricing');
  });

  it('keeps the marketing anchors on the demo page even when logged in', async () => {
    renderInShell(<ShellLayout {...props({ pathname: '/demo' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    expect(await screen.findByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it('gives other screens the back-office drawer, its current group open', async () => {
    const layout = props({ session: testSession() });
    renderInShell(<ShellLayout {...layout} />);
    const drawer = screen.getByRole('navigation', { name: 'Back office' });
    // The pinned drawer's links come with their own chunk, loaded as the drawer shows.
    await within(drawer).findByText('Ordering', {}, { timeout: 15_000 });
    for (const group of ['Ordering', 'Stock', 'Dispatch', 'Invoicing', 'Business', 'Items', 'Account']) {
      expect(within(drawer).getByText(group)).toBeInTheDocument();
    }
    const current = within(drawer).getByRole('link', { name: 'Customers' });
    expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Customer Groups' }));
    expect(layout.onGo).toHaveBeenCalledWith('/office-portal/customer-groups');
  });

  it('opens a closed back-office drawer with its links, their code loaded when the toggle is first used', async () => {
    const layout = props({ drawerPinned: false });
    const { rerender } = renderInShell(<ShellLayout {...layout} />);
    const drawer = screen.getByRole('navigation', { name: 'Back office' });
    expect(drawer).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    expect(layout.onDrawerPinnedChange).toHaveBeenCalledWith(true);
    rerender(<ShellLayout {...layout} drawerPinned />);
    expect(drawer).not.toHaveAttribute('inert');
    const portal = await within(drawer).findByRole('link', { name: 'Office Portal' }, { timeout: 15_000 });
    expect(portal).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: 'Find in menu' })).toBeInTheDocument();
  });

  it('shows the back-office drawer in training mode and none when logged out', () => {
    const { unmount } = renderInShell(
      <ShellLayout {...props({ training: true, session: testSession({ isTraining: true }) })} />,
    );
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    unmount();
    renderInShell(<ShellLayout {...props({ session: null, pathname: '/privacy-policy' })} />);
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
  });

  it('pins the back-office drawer on a wide screen, and keeps it out of reach while closed', async () => {
    const layout = props({ drawerPinned: false });
    const { rerender } = renderInShell(<ShellLayout {...layout} />);
    const drawer = document.querySelector('nav[aria-label="Back office"]');
    expect(drawer).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    expect(layout.onDrawerPinnedChange).toHaveBeenCalledWith(true);
    rerender(<ShellLayout {...layout} drawerPinned />);
    expect(document.querySelector('nav[aria-label="Back office"]')).not.toHaveAttribute('inert');
  });

  it('drops drawer and bottom navigation when the screen hides navigation', () => {
    renderInShell(<Responsive {...props({ session: CUSTOMER, meta: { ...META, navigation: false } })} />, {
      width: 390,
    });
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Customer' })).toBeNull();
  });
});

describe('ShellLayout bottom navigation', () => {
  it('gives a customer Home, Deliveries and Invoices below 580 px', async () => {
    const layout = props({ session: CUSTOMER, pathname: '/dashboard/customer' });
    renderInShell(<Responsive {...layout} />, { width: 390 });
    const nav = await screen.findByRole('navigation', { name: 'Customer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Deliveries', 'Invoices']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Invoices' }));
    expect(layout.onGo).toHaveBeenCalledWith('/office-portal/supplier-invoices');
  });

  it('is not there at 580 px and wider, nor for a supplier', () => {
    const { unmount } = renderInShell(<Responsive {...props({ session: CUSTOMER })} />, { width: 580 });
    expect(screen.queryByRole('navigation', { name: 'Customer' })).toBeNull();
    unmount();
    renderInShell(<Responsive {...props()} />, { width: 390 });
    expect(screen.queryByRole('navigation', { name: 'Customer' })).toBeNull();
  });
});
